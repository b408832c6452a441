/// Keeps values until the process exits, without ever freeing them.
///
/// A command that exits right after its work gains nothing from freeing what it built: the
/// system takes the whole address space back at once when the process ends, while freeing a
/// large model goes object by object. A 10,000-case catalog is hundreds of thousands of
/// allocations; freeing it took 36–47 ms, about a tenth of `errorgen lint`. Compilers skip that
/// work the same way (clang's `-disable-free`). Only for a process that is about to end: a
/// long-running user of the library lets its values go as usual.
public enum ProcessLifetime {
  /// Keeps `value` alive until the process exits.
  public static func keep<Value>(_ value: consuming Value) {
    _ = Unmanaged.passRetained(Kept(value))
  }

  private final class Kept<Value> {
    let value: Value

    init(_ value: consuming Value) {
      self.value = value
    }
  }
}
