/// R7RS 6.12, environments and evaluation: `eval` of a datum in an
/// environment. Every environment is the global one (`environment` of any
/// import set, `scheme-report-environment`, `null-environment`,
/// `interaction-environment`, and MIT's `system-global-environment` and
/// `user-initial-environment`), printed as MIT prints it:
/// `#[environment system-global-environment]`.
extension Builtins {
    static func evaluation(_ interp: Interp) -> [Primitive] {
        let global = Value.opaque(GlobalEnvironment.shared)
        interp.install("system-global-environment", global)
        interp.install("user-initial-environment", global)
        return [
            Primitive("eval", min: 1, max: 2) { [unowned interp] args in
                if args.count == 2 {
                    guard case .opaque(let o) = args[1], o is GlobalEnvironment else { throw wrongType(args[1], 2, "eval") }
                }
                return try interp.evaluate(datum: args[0])
            },
            Primitive("environment", min: 0, max: nil) { _ in global },
            Primitive("scheme-report-environment", min: 0, max: 1) { _ in global },
            Primitive("null-environment", min: 0, max: 1) { _ in global },
            Primitive("interaction-environment") { global },
            Primitive("environment?") { v in
                if case .opaque(let o) = v, o is GlobalEnvironment { return .true }
                return .false
            },
        ]
    }
}

/// The global environment as a value.
final class GlobalEnvironment: OpaqueObject, @unchecked Sendable {
    static let shared = GlobalEnvironment()
    func printed(writing: Bool) -> String { "#[environment system-global-environment]" }
}
