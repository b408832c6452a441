/// The version of errorgen, printed by `errorgen --version`.
public enum ErrorGenVersion {
  public static let current = "0.1.0"
}
