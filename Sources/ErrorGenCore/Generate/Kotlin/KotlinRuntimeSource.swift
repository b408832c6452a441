/// `ErrorGenRuntime.kt`: the few types every generated Kotlin file uses, written beside them so
/// that the folder compiles with the Kotlin standard library alone. It is the Kotlin
/// counterpart of `Sources/ErrorGenRuntime`, kept as real Kotlin in `KotlinRuntime/` (compiled
/// and tested by `scripts/check-kotlin-runtime.sh`) and embedded as `text` by
/// `scripts/embed-kotlin-runtime.py`; values are written as the Swift runtime writes them, so
/// that both languages print the same texts (the cross-language test holds them to it). Kotlin
/// 1.3 compatible, and nothing in it is deprecated in current Kotlin.
enum KotlinRuntimeSource {
  static let fileName = "ErrorGenRuntime.kt"
}
