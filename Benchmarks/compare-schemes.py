#!/usr/bin/env python3
"""Runs the programs in Benchmarks/Scheme/ with sicp and with the other Schemes
installed here, and prints their median wall times side by side.

    python3 Benchmarks/compare-schemes.py [--runs N] [--only NAME]... [--sicp PATH]

Implementations, each skipped when it is not installed:

  sicp          sicp run FILE (the release build; built first unless --sicp)
  guile         guile FILE: Guile's default mode, which compiles the file on
                its first run and loads the compiled code after; that first
                run is the untimed warm-up, with a cache of its own
  guile-eval    guile --no-auto-compile FILE with an empty XDG_CACHE_HOME, so
                that Guile's evaluator runs the source (with a warm cache it
                would load the compiled code)
  mit           mit-scheme --quiet < FILE: MIT Scheme's interpreter
  chez          chezscheme --script FILE (or scheme, if that is Chez)
  csi           csi -s FILE: the CHICKEN interpreter

Each program prints one result with display and newline. Every
implementation runs each program once untimed (warm-up: page cache, Guile's
compilation), then --runs times, the implementations taking turns; the cell
is the median wall time from spawning the process to its exit, start-up
included. All must print the same
result: a cell that differs from the others is marked and listed. Files whose
header says "sicp only" (the built-in kit) run on sicp alone.

Needs Python 3 and nothing else; never needed by the build, the tests or CI.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEME_DIR = os.path.join(HERE, "Scheme")
PACKAGE_DIR = os.path.dirname(HERE)


class Implementation:
    """How to run a file with one Scheme: the command and its environment."""

    def __init__(self, name, describe, command, env=None, stdin_file=False, version=""):
        self.name = name
        self.describe = describe
        self.command = command  # a function: path -> argv
        self.env = env
        self.stdin_file = stdin_file
        self.version = version

    def run(self, path):
        """Runs the program once. Returns (seconds, exit status, stdout, stderr)."""
        argv = self.command(path)
        stdin = open(path, "rb") if self.stdin_file else subprocess.DEVNULL
        try:
            start = time.perf_counter_ns()
            done = subprocess.run(argv, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=self.env)
            elapsed = (time.perf_counter_ns() - start) / 1e9
        finally:
            if self.stdin_file:
                stdin.close()
        return elapsed, done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def first_line(argv):
    """The first non-empty line a version command prints, or ''."""
    try:
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    for line in (done.stdout + done.stderr).decode("utf-8", "replace").splitlines():
        if line.strip():
            return line.strip()
    return ""


def chez_command():
    """Chez Scheme's executable: chezscheme or chez, or scheme when that is
    Chez (on Debian, scheme may be MIT Scheme through the alternatives)."""
    for name in ("chezscheme", "chez"):
        if shutil.which(name):
            return name
    if shutil.which("scheme") and re.fullmatch(r"\d+\.\d+(\.\d+)?", first_line(["scheme", "--version"])):
        return "scheme"
    return None


def find_implementations(sicp, temporary):
    """The implementations installed, sicp first."""
    found = [Implementation(
        "sicp", "sicp run FILE", lambda p: [sicp, "run", p],
        version=first_line([sicp, "--version"]) + " (" + os.path.relpath(sicp) + ")")]
    if shutil.which("guile"):
        version = first_line(["guile", "--version"])
        compiled_cache = os.path.join(temporary, "guile-compiled")
        empty_cache = os.path.join(temporary, "guile-empty")
        os.mkdir(compiled_cache)
        os.mkdir(empty_cache)
        found.append(Implementation(
            "guile", "guile FILE (compiled on the warm-up run)", lambda p: ["guile", p],
            env=dict(os.environ, XDG_CACHE_HOME=compiled_cache), version=version))
        found.append(Implementation(
            "guile-eval", "guile --no-auto-compile FILE, empty cache", lambda p: ["guile", "--no-auto-compile", p],
            env=dict(os.environ, XDG_CACHE_HOME=empty_cache), version=version))
    if shutil.which("mit-scheme"):
        found.append(Implementation(
            "mit", "mit-scheme --quiet < FILE", lambda p: ["mit-scheme", "--quiet"], stdin_file=True,
            version=first_line(["mit-scheme", "--version"])))
    chez = chez_command()
    if chez:
        found.append(Implementation(
            "chez", chez + " --script FILE", lambda p: [chez, "--script", p],
            version="Chez Scheme " + first_line([chez, "--version"])))
    if shutil.which("csi"):
        banner = subprocess.run(["csi", "-version"], stdin=subprocess.DEVNULL, capture_output=True).stdout
        match = re.search(r"Version \S+", banner.decode("utf-8", "replace"))
        found.append(Implementation(
            "csi", "csi -s FILE", lambda p: ["csi", "-s", p], version="CHICKEN " + (match.group(0) if match else "")))
    return found


def read_header(path):
    """What the program's opening comment says: whether it needs sicp's
    built-in kit ("sicp only"), and the result it prints ("Prints 832040")
    or None."""
    only_sicp, expected = False, None
    with open(path, encoding="utf-8") as source:
        for line in source:
            if not line.startswith(";"):
                break
            only_sicp = only_sicp or "sicp only" in line
            match = re.search(r"\bPrints (\d+)", line)
            if match and expected is None:
                expected = match.group(1)
    return only_sicp, expected


def build_sicp():
    """Builds the release sicp and returns its path (exits on failure)."""
    print("building: swift build -c release --product sicp", file=sys.stderr)
    done = subprocess.run(["swift", "build", "-c", "release", "--product", "sicp"], cwd=PACKAGE_DIR)
    if done.returncode != 0:
        sys.exit("compare-schemes: the build failed; pass --sicp PATH to use another sicp")
    path = subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], cwd=PACKAGE_DIR, capture_output=True, text=True
    ).stdout.strip()
    return os.path.join(path, "sicp")


def seconds(value):
    return f"{value:.3f}"


def table(header, rows):
    """Rows of cells as text, columns padded; the first column left-aligned."""
    widths = [max(len(row[i]) for row in [header] + rows) for i in range(len(header))]
    lines = []
    for index, row in enumerate([header] + rows):
        cells = [row[0].ljust(widths[0])] + [cell.rjust(width) for cell, width in zip(row[1:], widths[1:])]
        lines.append("  ".join(cells).rstrip())
        if index == 0:
            lines.append("  ".join("-" * width for width in widths))
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(
        description="Times Benchmarks/Scheme/*.scm with sicp and the Schemes installed (Guile, MIT, Chez, CHICKEN).")
    parser.add_argument("--runs", type=int, default=5, help="timed runs per program and implementation (default 5)")
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="only this program (a file stem, e.g. fib); repeat for several")
    parser.add_argument("--sicp", metavar="PATH", help="the sicp to run (default: build the release sicp)")
    options = parser.parse_args()
    if options.runs < 1:
        parser.error("--runs needs at least 1")

    programs = sorted(name[:-4] for name in os.listdir(SCHEME_DIR) if name.endswith(".scm"))
    unknown = [name for name in options.only if name not in programs]
    if unknown:
        parser.error(f"no program {', '.join(unknown)} in {SCHEME_DIR} (there are: {', '.join(programs)})")
    if options.only:
        programs = [name for name in programs if name in options.only]

    if options.sicp:
        sicp = os.path.abspath(options.sicp)
    else:
        sicp = build_sicp()
    if not os.access(sicp, os.X_OK):
        sys.exit(f"compare-schemes: {sicp} is not an executable")

    with tempfile.TemporaryDirectory(prefix="compare-schemes-") as temporary:
        implementations = find_implementations(sicp, temporary)
        missing = [name for name in ("guile", "mit-scheme", "csi") if not shutil.which(name)]
        if not chez_command():
            missing.append("chezscheme")

        print(f"compare-schemes: {len(programs)} programs, {options.runs} timed runs each after one untimed run; "
              f"cells: median wall time in seconds, process start to exit")
        print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} "
              f"(1, 5, 15 min) on {os.cpu_count()} cores")
        for implementation in implementations:
            print(f"  {implementation.name:<10}  {implementation.describe:<42}  {implementation.version}")
        if missing:
            print(f"  not installed, skipped: {', '.join(missing)}")
        print()

        progress = sys.stderr.isatty()
        medians = {}  # (program, implementation) -> seconds
        outputs = {}  # (program, implementation) -> printed text, or None if it failed
        problems = []
        for program in programs:
            path = os.path.join(SCHEME_DIR, program + ".scm")
            only_sicp, expected = read_header(path)
            # The untimed run: warms up, compiles (Guile), and gives the result.
            running = []
            for implementation in implementations:
                if only_sicp and implementation.name != "sicp":
                    continue
                if progress:
                    print(f"\r\033[K{program}: {implementation.name}", end="", file=sys.stderr, flush=True)
                _, status, output, errors = implementation.run(path)
                if status != 0 or not output.strip():
                    outputs[program, implementation.name] = None
                    detail = (errors.strip() or output.strip()).splitlines()
                    problems.append(f"{program} on {implementation.name}: exit status {status}"
                                    + (f": {detail[0][:160]}" if detail else ""))
                    continue
                outputs[program, implementation.name] = output.strip()
                running.append(implementation)
            # The timed runs, one of each implementation per round (each round
            # starting with the next one), so that a burst of load on the
            # machine falls on all of them alike.
            times = {implementation.name: [] for implementation in running}
            for turn in range(options.runs):
                if progress:
                    print(f"\r\033[K{program}: round {turn + 1}/{options.runs}", end="", file=sys.stderr, flush=True)
                for offset in range(len(running)):
                    implementation = running[(turn + offset) % len(running)]
                    times[implementation.name].append(implementation.run(path)[0])
            for name, values in times.items():
                medians[program, name] = statistics.median(values)
            if progress:
                print("\r\033[K", end="", file=sys.stderr, flush=True)

            # The reference: the result the file's header states, else the
            # one most implementations printed.
            printed = [text for (name, _), text in outputs.items() if name == program and text is not None]
            if printed:
                reference = expected or max(set(printed), key=printed.count)
                for implementation in implementations:
                    text = outputs.get((program, implementation.name))
                    if text is not None and text != reference:
                        outputs[program, implementation.name] = False
                        shown = text if len(text) < 60 else text[:40] + f"… ({len(text)} characters)"
                        problems.append(f"{program} on {implementation.name}: printed {shown!r}, "
                                        + ("not " if expected else "the others ")
                                        + (reference if len(reference) < 60 else reference[:40] + "…"))

        names = [implementation.name for implementation in implementations]
        header = ["program"] + names
        rows = []
        ratios = {name: [] for name in names}
        for program in programs:
            row = [program]
            base = medians.get((program, "sicp")) if outputs.get((program, "sicp")) else None
            for name in names:
                if (program, name) not in outputs:
                    row.append("-")
                    continue
                if outputs[program, name] is None:
                    row.append("error")
                    continue
                cell = seconds(medians[program, name])
                if outputs[program, name] is False:
                    cell += " WRONG"
                elif base and name != "sicp":
                    ratio = medians[program, name] / base
                    ratios[name].append(ratio)
                    cell += f" ×{ratio:.2f}"
                row.append(cell)
            rows.append(row)
        summary = ["geomean ×"]
        for name in names:
            values = ratios[name]
            summary.append("" if name == "sicp" else (f"×{statistics.geometric_mean(values):.2f}" if values else "-"))
        rows.append(summary)
        print(table(header, rows))
        print()
        print("×: that Scheme's median over sicp's on the same program (above 1: sicp is faster); "
              "geomean over the programs both ran.")
        print("-: not run (sicp only: the built-in kit; compare kit-sum-iter with sum-iter, kit-sum-rec with sum-rec).")
        if problems:
            print()
            print("problems (a WRONG or error cell):")
            for problem in problems:
                print("  " + problem)
        return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
