/// Percent-encoding of the bytes of a text, for addresses that SARIF and the docs write.
enum PercentEncoding {
  /// `text` with every UTF-8 byte that `keep` refuses written as `%XX`.
  static func encoded(_ text: String, keeping keep: (UInt8) -> Bool) -> String {
    var result = ""
    for byte in text.utf8 {
      if keep(byte) {
        result.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return result
  }
}
