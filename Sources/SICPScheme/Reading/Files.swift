#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read: the path as given and the system's reason.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the caller gave it.
    public var path: String
    /// The `errno` the system reported.
    public var code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    /// The code of a file that is not a regular file (a device, a FIFO, a
    /// socket): no `errno` says it, and reading one may never end.
    public static let notRegularFile: Int32 = -1

    /// The system's words for `code`, as `strerror` gives them:
    /// `No such file or directory`; `not a regular file` for
    /// ``notRegularFile``.
    public var reason: String {
        code == Self.notRegularFile ? "not a regular file" : String(cString: strerror(code))
    }

    /// `cannot read x.scm: No such file or directory`
    public var description: String { "cannot read \(path): \(reason)" }
}

/// Reading program text from files, with the C library alone.
public enum SourceFile {
    /// The whole text of the file at `path`, decoded as UTF-8 (an invalid
    /// byte becomes U+FFFD; a leading byte-order mark is dropped).
    ///
    /// ```swift
    /// let text = try SourceFile.read("ex1.30.scm")
    /// ```
    ///
    /// Only a regular file is read, as MIT Scheme reads only those: a
    /// device (`/dev/zero`), a FIFO or a socket might never end, and a
    /// directory is no program. A file over ``maximumSize`` is refused
    /// (`File too large`).
    ///
    /// - Parameters:
    ///   - path: absolute, or relative to the working directory.
    ///   - asProgram: whether the text is a program (`load`, `sicp run`,
    ///     `sicp check`): a program DrRacket saved in its editor format
    ///     gives its text (see ``EditorFormat``), a Markdown or Org file
    ///     its code blocks (see ``LiterateSource``). Data a program reads
    ///     (`open-input-file`) is read as it is.
    /// - Returns: the file's text.
    /// - Throws: `FileError` when the file cannot be opened or read
    ///   (missing, unreadable, a directory: `EISDIR`, not a regular file:
    ///   ``FileError/notRegularFile``, too large: `EFBIG`).
    /// - Complexity: O(_n_) time and memory in the file's size.
    public static func read(_ path: String, asProgram: Bool = true) throws(FileError) -> String {
        // Non-blocking, so that opening a FIFO with no writer does not wait.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileError(path: path, code: errno) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, code: errno) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileError(path: path, code: EISDIR)
        default: throw FileError(path: path, code: FileError.notRegularFile)
        }
        let size = Int(info.st_size)
        guard size <= maximumSize else { throw FileError(path: path, code: EFBIG) }
        // A chunk the file's size (and one byte, to see its end at once), up
        // to 64 KiB: a small program's read touches a page or two, not 16.
        var chunk = [UInt8](repeating: 0, count: min(max(size + 1, 4096), 1 << 16))
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, code: errno)
            }
            bytes.append(contentsOf: chunk[0..<n])
            // A file that grows while it is read stops at the bound too.
            guard bytes.count <= maximumSize else { throw FileError(path: path, code: EFBIG) }
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self)
        // A program DrRacket saved in its editor format: its text.
        if asProgram, EditorFormat.isEditorFormat(text), let program = EditorFormat.programText(text) { return program }
        // Notes in Markdown or Org: their code blocks.
        if asProgram, let program = LiterateSource.programText(text, path: path) { return program }
        return text
    }

    /// The largest program text read (from a file, or from standard input
    /// by `sicp eval -` and `sicp run -`): 16 MiB, some 300,000 lines, far
    /// past any learner's program, and small enough that reading it (its
    /// text is held three times over while it is read: bytes, string,
    /// scalars) stays well inside the heap bound (``HeapLimit``).
    public static let maximumSize = 16 << 20

    /// `path` made absolute against the working directory, as MIT Scheme
    /// shows a file's name in its messages.
    public static func absolutePath(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return normalized(path) }
        guard let cwd = getcwd(nil, 0) else { return path }
        defer { free(cwd) }
        var directory = String(cString: cwd)
        if !directory.hasSuffix("/") { directory += "/" }
        return normalized(directory + path)
    }

    /// An absolute path without its `.` parts, each `..` taken with the
    /// part before it, and without doubled slashes: `/a/./b/../c` is
    /// `/a/c`. A file loaded as `./x.scm` from a file loaded as `./y.scm`
    /// then has one name, however deep the loads.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

extension Builtins {
    /// `(load "file.scm")`: reads the file and evaluates its forms in the
    /// global environment, in order. A relative name is looked for first in
    /// the folder of the file being loaded (when a file loads another),
    /// then in the working directory (MIT's `cd`, else the process's); a
    /// name without its `.scm` finds the file with it, as MIT's does. A file
    /// that is a pasted REPL session loads the forms typed after its
    /// prompts (see ``Transcript``), with a note.
    ///
    /// A missing or unreadable file raises MIT Scheme's error:
    /// `;Unable to open file "/home/me/x.scm" because: No such file or directory.`;
    /// an empty name, a directory, a device or a FIFO MIT's
    /// `;Unable to find file "/dev/zero" because: File does not exist.`
    /// A file that loads itself stops at ``Interp/maximumLoadDepth`` loads
    /// one inside another: `;Aborting!: maximum recursion depth exceeded`.
    static func files(_ interp: Interp) -> [Primitive] {
        [
            Primitive("load", min: 1, max: 2) { [unowned interp] args in
                let v = args[0]
                guard case .string(let s) = v else { throw wrongType(v, 1, "load") }
                var path = resolve(s.value, interp, lookingFirstIn: interp.currentFile)
                if !s.value.isEmpty, !isRegularFile(path), !s.value.hasSuffix(".scm") {
                    let withType = resolve(s.value + ".scm", interp, lookingFirstIn: interp.currentFile)
                    if isRegularFile(withType) { path = withType }
                }
                if interp.findsMovedFiles, !isRegularFile(path), let moved = SourceFile.movedFile(s.value, from: interp.currentFile) {
                    interp.movedFiles.append((s.value, moved, "load"))
                    path = moved
                }
                let text: String
                do throws(FileError) {
                    text = try SourceFile.read(s.value.isEmpty ? "" : path)
                } catch let error where s.value.isEmpty || error.code == FileError.notRegularFile || error.code == EISDIR {
                    // MIT Scheme loads regular files alone, and names the
                    // file as it was written.
                    throw EvalError.user(
                        message: "Unable to find file \(Printer.write(v)) because: File does not exist.",
                        irritants: [])
                } catch {
                    throw EvalError.user(
                        message: "Unable to open file \"\(SourceFile.absolutePath(path))\" because: \(error.reason).",
                        irritants: [])
                }
                try evaluateFile(text, path: path, shownAs: s.value, interp)
                return .unspecified
            },
        ]
    }

    /// Evaluates a file's text (read from `path`) as `load` does: one level
    /// deeper, with the file's folder first for the relative names it loads.
    static func evaluateFile(_ text: String, path: String, shownAs name: String, _ interp: Interp) throws {
        guard interp.loadDepth < Interp.maximumLoadDepth else { throw EvalError.recursionDepthExceeded }
        interp.loadDepth += 1
        interp.loadingFiles.append(SourceFile.absolutePath(path))
        defer {
            interp.loadDepth -= 1
            interp.loadingFiles.removeLast()
        }
        var source = text
        if let transcript = Transcript.read(text) {
            interp.notes?(Transcript.note(name, transcript.dialect))
            source = transcript.source
        }
        try interp.evaluate(source)
    }

    /// Where a relative `name` is: in the folder of `file` when it is
    /// there, else in the interpreter's working directory (`cd`), else
    /// `name` itself (the process's working directory).
    static func resolve(_ name: String, _ interp: Interp, lookingFirstIn file: String?) -> String {
        guard !name.isEmpty, !name.hasPrefix("/") else { return name }
        if let file, let slash = file.lastIndex(of: "/") {
            let candidate = String(file[...slash]) + name
            if access(candidate, F_OK) == 0 { return candidate }
        }
        if let directory = interp.workingDirectory {
            return (directory.hasSuffix("/") ? directory : directory + "/") + name
        }
        return name
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The learner's own library that `(use NAME)`, `(require NAME)` or
    /// `(require "file")` names, when it is there: a string is a file name
    /// relative to the requiring file (Racket's); a symbol `a.b` (Gauche's)
    /// or `a/b` is `a/b.scm` (or `.rkt`, `.ss`, `.sld`) in the requiring
    /// file's folder, the load path (`add-load-path`) or the working
    /// directory. Each file is loaded once. With `requiring` (Racket's
    /// `require`), a file that provides is a module (see ``ModuleScope``).
    /// - Returns: false when there is no such file (the form is then skipped).
    static func useLibrary(_ spec: Value, _ interp: Interp, requiring: Bool = false) throws -> Bool {
        var candidates: [String] = []
        switch spec {
        case .string(let s):
            candidates = [resolve(s.value, interp, lookingFirstIn: interp.currentFile)]
            // Gauche's `(require "./stream-lib")` names the file without its `.scm`.
            if !isRegularFile(candidates[0]) {
                candidates += [".scm", ".rkt", ".ss", ".sld"].map {
                    resolve(s.value + $0, interp, lookingFirstIn: interp.currentFile)
                }
            }
            // Written for another folder (`racket/load`'s paths from the
            // repository's top), as `load` finds it (`Interp.findsMovedFiles`).
            if interp.findsMovedFiles, !candidates.contains(where: isRegularFile),
               let moved = SourceFile.movedFile(s.value, from: interp.currentFile) {
                interp.movedFiles.append((s.value, moved, requiring ? "require" : "use"))
                candidates.append(moved)
            }
        case .pair:
            // Racket's (only-in "file.rkt" name ...), (except-in ...),
            // (prefix-in p: ...), (rename-in "file.rkt" [old new] ...) and
            // (file "file.rkt"): the file, as `(require "file.rkt")` has it
            // (a prefix is read off by `DialectForms.prefix(of:)`); each
            // renamed name bound to its value as well.
            guard let parts = spec.listElements, case .symbol(let head) = parts.first, parts.count >= 2 else { return false }
            switch head.name {
            case "only-in", "except-in", "rename-in":
                guard case .string = parts[1], try useLibrary(parts[1], interp, requiring: requiring) else { return false }
                if head.name == "rename-in" {
                    for pair in parts.dropFirst(2) {
                        guard let names = pair.listElements, names.count == 2, case .symbol(let from) = names[0],
                              case .symbol(let to) = names[1], let value = interp.lookup(from.name) else { continue }
                        interp.define(to.name, value)
                    }
                }
                return true
            case "prefix-in":
                guard case .string = parts[parts.count - 1] else { return false }
                return try useLibrary(parts[parts.count - 1], interp, requiring: requiring)
            case "file":
                guard parts.count == 2, case .string = parts[1] else { return false }
                return try useLibrary(parts[1], interp, requiring: requiring)
            default:
                return false
            }
        case .symbol(let s):
            let stem = s.name.replacingOccurrences(".", "/")
            var folders: [String] = []
            if let file = interp.currentFile, let slash = file.lastIndex(of: "/") { folders.append(String(file[...slash])) }
            folders += interp.loadPath.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            folders.append(interp.workingDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "")
            for folder in folders {
                for type in [".scm", ".rkt", ".ss", ".sld"] { candidates.append(folder + stem + type) }
            }
        default:
            return false
        }
        guard let path = candidates.first(where: isRegularFile) else { return false }
        let key = SourceFile.absolutePath(path)
        if interp.usedFiles.contains(key) {
            if interp.moduleFiles.contains(key) { ModuleScope.reopen(key, interp) }
            return true
        }
        interp.usedFiles.insert(key)
        let text = try libraryText(path, key)
        // Racket's `require` of a module (a file that provides): what the
        // module does not provide leaves the requirer's scope as it was.
        guard requiring, let forms = ModuleScope.forms(text), ModuleScope.isModule(forms) else {
            try evaluateFile(text, path: path, shownAs: path, interp)
            return true
        }
        interp.moduleFiles.insert(key)
        let before = ModuleScope.snapshot(interp)
        // What it provides is read after its load: `(all-from-out "file")`
        // names what a module it requires provided.
        defer { ModuleScope.close(key, ModuleScope.exports(of: forms, path: key, interp), before: before, interp) }
        try evaluateFile(text, path: path, shownAs: path, interp)
        return true
    }
}

extension String {
    /// `self` with every `target` replaced by `replacement` (no Foundation).
    func replacingOccurrences(_ target: Character, _ replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}

extension SourceFile {
    /// The names of the regular files in `folder` (a path ending in `/`, or
    /// `""` for the working directory), sorted; at most `limit` of them,
    /// none when the folder cannot be read.
    public static func files(in folder: String, limit: Int = 2000) -> [String] {
        entries(in: folder, limit: limit) { Builtins.isRegularFile(folder + $0) }
    }

    /// The names in a folder (neither `.` nor `..`) that `keeping` keeps,
    /// sorted, at most `limit` of them.
    static func entries(in folder: String, limit: Int, keeping: (String) -> Bool) -> [String] {
        guard let directory = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while names.count < limit, let entry = readdir(directory) {
            // The name read in place, up to its NUL: `entry.pointee` would
            // copy the whole 256-byte `d_name`, past the end of a short
            // record (AddressSanitizer: heap-buffer-overflow in readdir's buffer).
            guard let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) else { break }
            let name = String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
            if name != ".", name != "..", keeping(name) { names.append(name) }
        }
        return names.sorted()
    }

    /// The file a `load`ed path written on another machine stands for
    /// (`Interp.findsMovedFiles`): `"d:\\sicp\\aux\\math.ss"` or
    /// `"/home/me/sicp/aux/math.ss"` is `aux/math.ss` in the loading file's
    /// folder or one of the four above it, the longest tail of the path that
    /// names a file there first (then the nearest folder); a tail of the bare
    /// name is looked for in the loading file's own folder only. Nil when
    /// the name is relative without a backslash (an ordinary missing file) or
    /// nothing matches. A relative path of folders that is not found from
    /// the loading file's folder (`"ch3/streams.scm"`, written to be loaded
    /// from the repository's top, or `"../lib/streams.scm"` from another
    /// depth) is looked for the same way, its `..` parts dropped.
    /// Whether `path` names a regular file (not a folder, a device or a FIFO).
    public static func isRegularFile(_ path: String) -> Bool { Builtins.isRegularFile(path) }

    /// A bare file name (`"basic.scm"`) that is not in the loading file's
    /// folder: the one file of that name (or with `.scm` added) in a folder
    /// beside it or beside its parent (`../Utility/basic.scm`, a folder the
    /// learner's Scheme had on its load path), or nil when none or several.
    static func besideFile(_ name: String, from file: String?) -> String? {
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        var folder = SourceFile.absolutePath(file ?? "./x")
        folder = String(folder[...(folder.lastIndex(of: "/") ?? folder.startIndex)])
        var ancestors: [String] = []
        while ancestors.count < 2, folder.count > 1 {
            folder = String(folder.dropLast())
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = String(folder[...slash])
            ancestors.append(folder)
        }
        for ancestor in ancestors {
            var found: [String] = []
            let folders = entries(in: ancestor, limit: 500) { !$0.hasPrefix(".") && Builtins.isDirectory(ancestor + $0) }
            for entry in folders {
                for type in ["", ".scm"] where Builtins.isRegularFile(ancestor + entry + "/" + name + type) {
                    found.append(ancestor + entry + "/" + name + type)
                    break
                }
            }
            if found.count == 1 { return found[0] }
            if found.count > 1 { return nil }
        }
        return nil
    }

    public static func movedFile(_ name: String, from file: String?) -> String? {
        let isDrive = name.count > 2 && name.dropFirst().first == ":" && name.first!.isLetter
        guard name.hasPrefix("/") || name.hasPrefix("~") || isDrive || name.contains("\\") || name.contains("/")
        else { return besideFile(name, from: file) }
        let isAbsolute = name.hasPrefix("/") || name.hasPrefix("~") || isDrive
        var parts = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).map(String.init)
        if isDrive, !parts.isEmpty { parts.removeFirst() }
        parts.removeAll { $0 == "." || $0 == "~" }
        if !isAbsolute { parts.removeAll { $0 == ".." } }
        guard !parts.isEmpty, !parts.contains("..") else { return nil }
        var folder = SourceFile.absolutePath(file ?? "./x")
        folder = String(folder[...(folder.lastIndex(of: "/") ?? folder.startIndex)])
        var folders = [folder]
        while folders.count < 5, folder.count > 1 {
            folder = String(folder.dropLast())
            guard let slash = folder.lastIndex(of: "/") else { break }
            folder = String(folder[...slash])
            folders.append(folder)
        }
        for length in stride(from: parts.count, through: 1, by: -1) {
            let tail = parts.suffix(length).joined(separator: "/")
            for candidate in (length == 1 ? [folders[0]] : folders) {
                for type in ["", ".scm"] where Builtins.isRegularFile(candidate + tail + type) { return candidate + tail + type }
            }
        }
        return nil
    }
}

extension Builtins {
    /// The learner's own Guile module that `(use-modules spec)` or a
    /// `define-module`'s `#:use-module spec` names, loaded once when it is
    /// found: `(chapter-2 exercise-28)` is `chapter-2/exercise-28.scm` in
    /// the using file's folder or one of the three above it, the load path
    /// or the working directory (Guile's `%load-path`), else the one `.scm`
    /// file beside the using file, or in a folder beside its folder, whose
    /// `define-module` names that module (a repository whose files are
    /// named `28.scm`, its load path set up by the learner's editor). A
    /// spec `((name ...) #:select (a (b . c)))` also binds each renamed
    /// name (`c` to `b`'s value), and a name the module exports renamed
    /// (`#:export ((fast-prime? . prime?))`) is bound as the using file
    /// sees it. A module that declares its exports is a module as
    /// ``ModuleScope`` emulates one for Racket: what its load rebound and it
    /// does not export is restored; one that declares none loads as `load`
    /// loads it.
    /// - Returns: false when there is no such file (the form is then skipped).
    static func useGuileModule(_ spec: Value, _ interp: Interp) throws -> Bool {
        var nameSpec = spec
        var renamings: [(from: String, to: String)] = []
        if let parts = spec.listElements, parts.count >= 1, case .pair = parts[0] {
            nameSpec = parts[0]
            var index = 1
            while index + 1 < parts.count {
                // A list read as a list (nil when improper or circular).
                if case .symbol(let keyword) = parts[index], keyword.name == "#:select",
                   let items = parts[index + 1].listElements {
                    for case .pair(let renaming) in items {
                        if case .symbol(let from) = renaming.car, case .symbol(let to) = renaming.cdr {
                            renamings.append((from.name, to.name))
                        }
                    }
                }
                index += 2
            }
        }
        guard let parts = nameSpec.listElements, !parts.isEmpty else { return false }
        var words: [String] = []
        for part in parts {
            guard case .symbol(let word) = part else { return false }
            words.append(word.name)
        }
        guard let path = guileModuleFile(words, from: interp.currentFile, interp) else { return false }
        let key = SourceFile.absolutePath(path)
        let declared = guileExports(path)
        if interp.usedFiles.contains(key) {
            if interp.moduleFiles.contains(key) { ModuleScope.reopen(key, interp) }
        } else {
            interp.usedFiles.insert(key)
            let text = try libraryText(path, key)
            if let declared {
                // What it does not export leaves the user's scope as it was
                // (see ``ModuleScope``): 2.33's own `map` of one list stays
                // in its module.
                interp.moduleFiles.insert(key)
                var exports = ModuleScope.Exports()
                exports.names = Set(declared.values)
                if renamings.isEmpty {
                    exports.renames = declared.filter { $0.key != $0.value }.map { (name: $0.value, exported: $0.key) }
                        .sorted { $0.exported < $1.exported }
                }
                let before = ModuleScope.snapshot(interp)
                defer { ModuleScope.close(key, exports, before: before, interp) }
                try evaluateFile(text, path: path, shownAs: path, interp)
            } else {
                try evaluateFile(text, path: path, shownAs: path, interp)
            }
        }
        // The names it selects, renamed (`#:select ((fringe . enumerate-tree))`).
        for renaming in renamings where renaming.from != renaming.to {
            if let value = interp.lookup(declared?[renaming.from] ?? renaming.from) { interp.define(renaming.to, value) }
        }
        return true
    }

    /// What a Guile module file exports, by the name its user sees, to the
    /// name it has in the module: for `(define-module (m) #:export (f (g .
    /// h)))`, `["f": "f", "h": "g"]`; `#:re-export`, `#:replace` and
    /// top-level `(export ...)` forms too. Nil when the file declares no
    /// exports (it is loaded as `load` loads it).
    static func guileExports(_ path: String) -> [String: String]? {
        guard let text = try? SourceFile.read(path), let forms = ModuleScope.forms(text),
              let parts = forms.first?.listElements, parts.count >= 2,
              case .symbol(let head) = parts[0], head.name == "define-module" else { return nil }
        var exports: [String: String] = [:]
        var declared = false
        func add(_ list: Value) {
            declared = true
            for item in list.listElements ?? [] {
                if case .symbol(let name) = item {
                    exports[name.name] = name.name
                } else if case .pair(let renaming) = item, case .symbol(let from) = renaming.car,
                          case .symbol(let to) = renaming.cdr {
                    exports[to.name] = from.name
                }
            }
        }
        var index = 2
        while index + 1 < parts.count {
            if case .symbol(let keyword) = parts[index],
               ["#:export", "#:re-export", "#:replace", "#:export-syntax", "#:re-export-syntax"].contains(keyword.name) {
                add(parts[index + 1])
            }
            index += 2
        }
        for form in forms.dropFirst() {
            if case .pair(let cell) = form, case .symbol(let head) = cell.car,
               ["export", "re-export", "export-syntax"].contains(head.name) {
                add(cell.cdr)
            }
        }
        return declared ? exports : nil
    }

    /// The text of a library file a module form names, or MIT's error for
    /// a file that cannot be read.
    static func libraryText(_ path: String, _ key: String) throws -> String {
        do throws(FileError) {
            return try SourceFile.read(path)
        } catch {
            throw EvalError.user(message: "Unable to open file \"\(key)\" because: \(error.reason).", irritants: [])
        }
    }

    /// The file of the Guile module named `words` (see `useGuileModule`).
    static func guileModuleFile(_ words: [String], from file: String?, _ interp: Interp?) -> String? {
        let stem = words.joined(separator: "/") + ".scm"
        var folder = SourceFile.absolutePath(file ?? "./x")
        folder = String(folder[...(folder.lastIndex(of: "/") ?? folder.startIndex)])
        var folders = [folder]
        var ancestor = folder
        while folders.count < 4, ancestor.count > 1 {
            ancestor = String(ancestor.dropLast())
            guard let slash = ancestor.lastIndex(of: "/") else { break }
            ancestor = String(ancestor[...slash])
            folders.append(ancestor)
        }
        let searched = folders + (interp?.loadPath ?? []).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            + [interp?.workingDirectory.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""]
        for candidate in searched where isRegularFile(candidate + stem) { return candidate + stem }
        // A file that declares the module: beside the using file, then in the
        // folders beside its folder.
        let declaration = "(define-module (" + words.joined(separator: " ") + ")"
        // Each folder's files read once a session (the interpreter keeps
        // their heads); the reading stops at an interrupt.
        func declaring(in folder: String) -> [String] {
            let heads = interp?.guileModuleHeads[folder] ?? SourceFile.files(in: folder, limit: 500)
                .filter { $0.hasSuffix(".scm") }.compactMap { name -> (path: String, head: String)? in
                    guard interp?.interrupt.isRequested != true, let text = try? SourceFile.read(folder + name) else { return nil }
                    let head = text.prefix(4000).split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                        .joined(separator: " ")
                    return (folder + name, head)
                }
            if interp?.interrupt.isRequested != true { interp?.guileModuleHeads[folder] = heads }
            return heads.filter { $0.head.contains(declaration) }.map(\.path)
        }
        let here = declaring(in: folder)
        if here.count == 1 { return here[0] }
        guard here.isEmpty, folders.count > 1 else { return nil }
        let parent = folders[1]
        var found: [String] = []
        for entry in SourceFile.entries(in: parent, limit: 100, keeping: { !$0.hasPrefix(".") && isDirectory(parent + $0) })
        where parent + entry + "/" != folder {
            found += declaring(in: parent + entry + "/")
            if found.count > 1 { return nil }
        }
        return found.first
    }
}

extension SourceFile {
    /// The files of the learner's own Guile modules that a form uses (a
    /// `define-module`'s `#:use-module`s, `use-modules`), as
    /// `Builtins.useGuileModule` finds them from `file`: for a reader of
    /// the file's forms (the checker's companions).
    public static func guileModuleFiles(usedBy form: Value, from file: String?) -> [String] {
        guard let parts = form.listElements, case .symbol(let head)? = parts.first else { return [] }
        var specs: [Value] = []
        if head.name == "use-modules" {
            specs = Array(parts.dropFirst())
        } else if head.name == "define-module" {
            var index = 2
            while index + 1 < parts.count {
                if case .symbol(let keyword) = parts[index], keyword.name == "#:use-module" { specs.append(parts[index + 1]) }
                index += 2
            }
        }
        return specs.compactMap { spec in
            var name = spec
            if let inner = spec.listElements?.first, case .pair = inner { name = inner }
            guard let words = name.listElements?.compactMap({ word -> String? in
                if case .symbol(let s) = word { return s.name }
                return nil
            }), !words.isEmpty, words.count == name.listElements?.count else { return nil }
            return Builtins.guileModuleFile(words, from: file, nil)
        }
    }
}
