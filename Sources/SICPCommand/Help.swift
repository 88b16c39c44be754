import SICPProcess
import SICPScheme

/// The texts `sicp --help`, `sicp help SUBCOMMAND` and `sicp --version` print.
enum Help {
    static let version = "0.1.0"

    /// The one-line usage shown after a usage error.
    static let commandUsage = "sicp [eval <form>... | eval - | run <file> | check <exercise> <file>]"

    /// The line the interactive REPL starts with (as README.md shows it).
    static let banner = "sicp \(version): SICP 1, 2.2.3, 2.2.4, 3.5. ,help for commands; Ctrl-D leaves."

    /// The line editor's keys and what they do, for `sicp --help` and
    /// `,help`: README.md's table of keys, row for row (a test holds them
    /// equal; README sets the commands and the messages in backquotes).
    static let keys: [(String, String)] = [
        ("Left, Right, Ctrl-B, Ctrl-F", "a character back, forward"),
        ("Alt-B, Alt-F, Ctrl-Left, Ctrl-Right", "a word back, forward"),
        ("Home, End, Ctrl-A, Ctrl-E", "to the start, the end of the line"),
        ("Backspace, Delete, Ctrl-D", "delete before, under the cursor (Ctrl-D on an empty entry leaves)"),
        ("Ctrl-K, Ctrl-U", "kill to the end of the line (at its end: the line break), to its start"),
        ("Ctrl-W, Alt-Backspace", "kill the word (up to a space; up to punctuation) before the cursor"),
        ("Ctrl-Y", "yank the last text killed"),
        ("Ctrl-T", "transpose the two characters at the cursor"),
        ("Return", "on the entry's last line, run it if it is complete; else open a new line at the cursor, "
            + "indented (blanks typed first replace the indentation)"),
        ("Ctrl-J", "run the entry from any line (an unfinished one: open a new line at its end)"),
        ("Up, Down", "the line above, below; from the first, last line: history (edits to an entry recalled "
            + "are kept until an entry runs)"),
        ("Ctrl-P, Ctrl-N", "the previous, next entry of history"),
        ("Ctrl-R", "search history backwards as you type (Ctrl-R again: older; Ctrl-G: back)"),
        ("Tab", "in a line's indentation: indent the line as Scheme is; else complete a name: your definitions, "
            + "built-ins, special forms; comma commands (twice: list them)"),
        ("Ctrl-L", "clear the screen and redraw"),
        ("Ctrl-C", "drop the entry, left on the screen marked ^C (while running: stop it, ;Quit!)"),
    ]

    /// What the kit covers, as `,help` says it.
    static let kit = "Built in: chapter 1's sum, product, accumulate, filtered-accumulate, pascal-triangle; "
        + "2.2.3's sequences (map, filter, accumulate, flatmap, enumerate-interval); 2.2.4's picture language "
        + "((paint painter) draws in the terminal, (paint painter \"file.svg\") writes an SVG); 3.5's streams "
        + "(cons-stream, delay, force, stream-car, stream-cdr, stream-map, stream-filter, stream-ref, stream-head)."

    /// Where history is kept.
    static let historyFile = "History: ~/.sicp_history, or the file SICP_HISTORY names (empty: none)."

    /// The keys and the history file laid out for `width` columns, each
    /// line indented by `indent` (no newline after the last).
    static func editorKeys(width: Int, indent: Int) -> String {
        TextTable.table(keys, width: width, indent: indent)
            + TextTable.wrap(historyFile, width: width, indent: indent).joined(separator: "\n")
    }

    /// What `,help` prints on a terminal `width` columns wide: the
    /// commands (usage, then what each does, aligned and wrapped), the
    /// limits, and the keys when the line editor is on.
    static func commands(_ commands: [(usage: String, summary: String)], keys: Bool, width: Int) -> String {
        var text = TextTable.table(commands.map { ($0.usage, $0.summary) }, width: width)
        text += TextTable.wrap(kit, width: width).joined(separator: "\n") + "\n"
        text += TextTable.wrap(limits.split(separator: "\n").joined(separator: " "), width: width)
            .joined(separator: "\n") + "\n"
        if keys { text += "Keys:\n" + editorKeys(width: width, indent: 2) + "\n" }
        return text
    }

    static func text(for subcommand: Subcommand?) -> String {
        guard let subcommand else { return command }
        switch subcommand {
        case .eval: return eval
        case .run: return run
        case .check: return check
        case .help: return help
        }
    }

    /// The evaluator's limits, as `,help` and `sicp --help` state them.
    static let limits = """
        Limits: exact numbers up to \(Num.maxExactBits) bits (up to 1,262,612 decimal digits); a larger
        result is refused before it is computed, with ;Aborting!: out of memory: and what it was.
        Memory: 1 GiB (--heap-limit SIZE or SICP_HEAP_LIMIT=SIZE, e.g. 512M, 4G, none); past it,
        ;Aborting!: out of memory. The stack reserves 1 GiB of address space at start (not memory
        in use): under ulimit -v, allow 3 GB. Views: ,trace ,stats ,growth ,tree ,env follow \(grouped(Interp.viewStepLimit)) calls
        and \(grouped(Interp.maximumObservedDepth)) pending calls at most; ,subst 5,000,000 steps (--steps: lines shown).
        Loads nest \(Interp.maximumLoadDepth) deep at most; files and stdin up to \(SourceFile.maximumSize >> 20) MiB.
        """

    /// 10000000 as 10,000,000.
    private static func grouped(_ n: Int) -> String {
        var digits = Array(String(n))
        var i = digits.count - 3
        while i > 0 { digits.insert(",", at: i); i -= 3 }
        return String(digits)
    }

    static let command = """
        OVERVIEW: Scheme for SICP chapter 1, sequences (2.2.3), the picture language
        (2.2.4, paint) and streams (3.5), with the kit built in: sum, product,
        accumulate, filtered-accumulate, pascal-triangle, map, filter, flatmap,
        enumerate-interval, cons-stream, stream-map, stream-filter, ...

        USAGE: sicp                    a REPL: prompts on a terminal, none from a pipe
               sicp eval <form>...     evaluate forms, print each value on a line
               sicp eval -             the same, with the forms read from stdin
               sicp run <file>         run a program, print only what it displays
               sicp check <exercise> <file>
                                       check a solution's values and process

        OPTIONS:
          -h, --help              Show help information.
          --version               Show the version.
          --heap-limit <size>     Stop a computation that takes the process past
                                  <size> of memory (default 1G; SICP_HEAP_LIMIT
                                  sets it too; none: no limit). Any mode takes it.

        SUBCOMMANDS:
        \(Subcommand.allCases.map { subcommand in
            TextTable.wrap(subcommand.abstract, width: 80, indent: 26).enumerated().map { index, line in
                index == 0 ? "  " + pad(subcommand.rawValue, 24) + line.dropFirst(26) : line
            }.joined(separator: "\n")
        }.joined(separator: "\n"))

        REPL:
          Several forms on a line are evaluated in order; an unfinished form
          continues on the next line. A definition echoes its name. An error
          prints its message and the REPL goes on. Ctrl-C stops an evaluation;
          Ctrl-D or ,quit leaves. ,help lists the REPL's commands, among them
          ,trace EXPR, ,time EXPR, ,stats EXPR, ,growth EXPR VAR n1 n2 ...
          [--svg FILE] (a table, a plot, an SVG picture), ,tree EXPR
          [--nodes N] [--depth N] [--svg FILE] (the call tree, SICP's figure 1.5)
          ,subst [--normal] [--steps N] EXPR (the substitution model),
          ,env EXPR (the environment model, SICP 3.2), ,box EXPR (box-and-pointer
          structure) and ,shape NAME (why NAME's process is recursive or iterative)
          (trace and untrace are procedures, as in MIT Scheme).
          With stdin not a terminal there are no prompts and no echo; sicp goes
          on after an error and exits 1 at the end if any form failed.
        \(TextTable.wrap(limits.split(separator: "\n").joined(separator: " "), width: 80, indent: 2).joined(separator: "\n"))

        KEYS (stdin and stdout a terminal, TERM not dumb):
        \(editorKeys(width: 80, indent: 2))

        EXIT STATUS:
          0 done, 1 an error in the program (or a failed check), 64 bad usage;
          (exit n) exits with n.

          See 'sicp help <subcommand>' for detailed help.

        """

    static let eval = """
        OVERVIEW: Evaluate forms and print their values, one per line.

        The forms of every argument are evaluated in order, in one environment.
        The value of each form that has one is printed as `write` prints it;
        definitions and forms with an unspecified value print nothing. The first
        error stops sicp: its message goes to stderr and the exit status is 1.
        An argument that starts with ',' is a REPL command that shows a process
        (,subst EXPR, ,stats EXPR, ...), run in the same environment.

        USAGE: sicp eval <form>...
               sicp eval -

        ARGUMENTS:
          <form>                  Scheme text: one or more forms ('-' reads them from
                                  stdin).

        OPTIONS:
          -h, --help              Show help information.

        EXAMPLES:
          sicp eval '(sum cube 1 inc 10)'                     prints 3025
          sicp eval '(define (f x) (* x x))' '(f 12)'         prints 144
          echo '(pascal-triangle 10 3)' | sicp eval -         prints 36
          sicp eval '(define (f x) (* x x))' ',subst (f 3)'   shows (f 3), (* 3 3), 9

        """

    static let run = """
        OVERVIEW: Run a program file; print only what it displays.

        The file's forms are evaluated in order; values are not printed. The
        first error stops the program: its message goes to stderr and the exit
        status is 1. A file that cannot be read exits with 64.

        USAGE: sicp run <file>

        ARGUMENTS:
          <file>                  The program ('-' reads it from stdin).

        OPTIONS:
          -h, --help              Show help information.

        """

    static let check = """
        OVERVIEW: Check a solution to an exercise: its values and its process.

        Loads the file and looks for the procedures the exercise asks for (by
        the names learners give them; --procedure names yours). Each is tried
        on cases that include the edges (an empty range, a single term, a
        combiner whose argument order matters) and compared with the kit's
        answer; where the exercise asks for a shape of process (1.30: an
        iterative one), the pending calls are measured as n grows. A file that
        errs, loops or recurses without end fails its check; each case has a
        budget of 2,600,000 steps (the same verdict on any machine, under any
        load). The learner's own output is not shown. Every
        definition in the file is a candidate, a shadowed one too: a procedure
        is filled by the one that passes its checks (the book's names first,
        then names like them, then any procedure of a usable arity, in its own
        argument order if the book's only errs), and the report says which one
        was judged and why. A form that fails while loading is a warning; #lang
        lines and other Schemes' module forms are skipped and noted; a load of
        a path on another machine (d:\\sicp\\ch1\\x.scm) reads ch1/x.scm from
        the file's folder or one above it, with a note. A file named for one
        part of an exercise (ex1.31-b.scm, p47-a.scm) is judged on that part.
        A process of the wrong shape is explained by the call that is not in
        tail position, with its line and column.

        USAGE: sicp check <exercise> <file> [--procedure <name>]... [--json]
                          [--svg <file>] [--steps <n>]
               sicp check --list

        ARGUMENTS:
          <exercise>              The exercise's number, e.g. 1.30 (--list lists them).
          <file>                  The learner's program.

        OPTIONS:
          -p, --procedure <name>  The name of a procedure the exercise asks for, in
                                  the order --list shows; LABEL=NAME names one by its
                                  label (iterative=my-product). May be repeated.
          --json                  Print one JSON object: exercise, title, verdict, and
                                  per check its procedure, cases (input, expected,
                                  got, verdict) and measured shape.
          --svg <file>            For a picture exercise (2.44-2.51): write the first
                                  picture that differs beside the book's, as SVG.
          --steps <n>             The budget of steps (default 6,500,000): each case
                                  has two fifths of it, each check 4 times as much as
                                  a case, a form loaded a tenth.
          --list                  List the exercises sicp check knows, and those it
                                  cannot check, with why.
          -h, --help              Show help information.

        EXIT STATUS:
          0 every check passed, 1 a check failed, 64 an unknown exercise, one a
          program cannot check (a prediction or an explanation: the report says
          why), a file that cannot be read, or bad usage.

        EXAMPLES:
          sicp check 1.30 sum.scm
          sicp check 1.31 product.scm --procedure my-product --procedure my-product-iter
          sicp check 2.50 flips.scm --svg flips.svg

        """

    static let help = """
        OVERVIEW: Show help for a subcommand.

        USAGE: sicp help [<subcommand>]

        ARGUMENTS:
          <subcommand>            One of: \(Subcommand.allCases.map(\.rawValue).joined(separator: ", ")).

        """

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
