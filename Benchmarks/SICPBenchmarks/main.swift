// sicp-bench: the SICP kit's procedures side by side, measured honestly.
//
//     swift run -c release sicp-bench [--quick] [--filter TEXT] [--json FILE] [--svg FILE]
//
// A debug build would measure the debug build (no specialisation, no
// inlining), so it refuses to run.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

#if DEBUG
TextOutput.standardError.write("sicp-bench: run a release build: swift run -c release sicp-bench\n")
exit(64)
#else
let registry = makeRegistry()
runDepthProbeIfRequested(registry)
exit(runCommand(registry, arguments: Array(CommandLine.arguments.dropFirst())))
#endif
