// Placeholder until the printer lands.
public enum Printer {
    public static func write(_ value: Value) -> String { "?" }
    public static func display(_ value: Value) -> String { "?" }
    public static func errorRepresentation(_ value: Value) -> String { "?" }
}
