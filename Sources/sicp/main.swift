#if canImport(Glibc)
import Glibc
#endif
import SICPCommand

// The whole command lives in SICPCommand, where tests can run it in-process.
exit(Command.main())
