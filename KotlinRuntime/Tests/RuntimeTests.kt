package errorgen.runtime.tests

import errorgen.runtime.ErrorLocalization
import errorgen.runtime.ErrorLogging
import errorgen.runtime.ErrorParam
import errorgen.runtime.ErrorTextTable
import errorgen.runtime.LocaleMatching
import errorgen.runtime.PluralCategory
import errorgen.runtime.PluralRules
import errorgen.runtime.TextArguments

/**
 * Unit tests of ErrorGenRuntime.kt on its own, without generated code:
 * scripts/check-kotlin-runtime.sh compiles them with the runtime's files (`kotlinc -Werror`)
 * and runs them. The cross-language test compares the two runtimes through generated code.
 */
private var failures = 0

private fun <T> expectEqual(actual: T, expected: T, what: String) {
    if (actual != expected) {
        failures += 1
        System.err.println("FAILED: $what: expected $expected, got $actual")
    }
}

private fun localeMatching() {
    expectEqual(LocaleMatching.match("de-CH", listOf("en", "de")), "de", "de-CH among en, de")
    expectEqual(LocaleMatching.match("zh-TW", listOf("zh-Hans", "zh-Hant")), "zh-Hant", "zh-TW")
    expectEqual(LocaleMatching.match("es-CU", listOf("es", "es-419")), "es-419", "es-CU")
    expectEqual(LocaleMatching.match("ja", listOf("en", "de")), null, "ja among en, de")
    expectEqual(LocaleMatching.match("no", listOf("nb", "no")), "no", "an exact match before an alias")
    expectEqual(LocaleMatching.match("en_gb", listOf("en-GB")), "en-GB", "case and _ do not matter")
}

private fun pluralRules() {
    expectEqual(PluralRules.category(1, "en"), PluralCategory.ONE, "1 in en")
    expectEqual(PluralRules.category(2, "en"), PluralCategory.OTHER, "2 in en")
    expectEqual(PluralRules.category(-1, "en"), PluralCategory.ONE, "-1 in en")
    expectEqual(PluralRules.category(1000000, "fr"), PluralCategory.MANY, "1000000 in fr")
    expectEqual(PluralRules.category(3, "ar"), PluralCategory.FEW, "3 in ar")
    expectEqual(PluralRules.category(1, "de-CH"), PluralCategory.ONE, "1 in de-CH, de's rules")
    expectEqual(PluralRules.category(1, "xx"), PluralCategory.OTHER, "an unknown language")
}

private fun textTable() {
    val table = ErrorTextTable(
        listOf("en", "de", "de-CH", "fr"), "en",
        """
        [saved]
        message.en = Saved {count} files to {place}.
        message.de = {count} Dateien in {place} gespeichert.
        [files]
        message.en.one = One file.
        message.en.other = {count} files.
        message.fr.one = {count} fichier.
        message.fr.many = {count} de fichiers.
        message.fr.other = {count} fichiers.
        [escaped]
        message.en = \u{20}Tab\there \\ {{braces}} {unknown}\u{20}
        reason.en =
        [retry]
        label.de = Erneut versuchen
        """
    )
    val arguments = TextArguments(mapOf("count" to "3", "place" to "Home"))
    expectEqual(table.message("saved", "de", arguments), "3 Dateien in Home gespeichert.", "de")
    expectEqual(table.message("saved", "de-CH", arguments), "3 Dateien in Home gespeichert.", "de-CH takes de")
    expectEqual(table.message("saved", "fr", arguments), "Saved 3 files to Home.", "fr takes the default")
    expectEqual(table.message("files", "fr", TextArguments(emptyMap(), 1000000)), "{count} de fichiers.", "fr many")
    expectEqual(table.message("files", "fr", TextArguments(emptyMap(), 1L)), "{count} fichier.", "fr one, a Long")
    expectEqual(
        table.message("files", "en", TextArguments(emptyMap(), java.math.BigInteger("2"))), "{count} files.",
        "en other, a BigInteger"
    )
    expectEqual(table.message("files", "en"), "One file.", "no count: the first variant")
    expectEqual(table.message("escaped", "en"), " Tab\there \\ {braces} {unknown} ", "escapes and braces")
    expectEqual(table.text("reason", "escaped", "en"), "", "an empty text")
    expectEqual(table.text("suggestion", "escaped", "en"), null, "no text")
    expectEqual(table.message("missing", "en"), "", "no case")
    expectEqual(table.label("retry", "de-CH"), "Erneut versuchen", "a label")
    expectEqual(table.label("cancel", "de"), "cancel", "a label the table lacks")
    // Generated code joins its TEXT_TABLE constants; a case's [name] may end one and its texts
    // start the next.
    val joined = ErrorTextTable(
        listOf("en", "de"), "en",
        listOf("\n    [saved]\n    message.en = Saved.\n    ", "\n    message.de = Gespeichert.\n    ")
            .joinToString("")
    )
    expectEqual(joined.message("saved", "de"), "Gespeichert.", "a section across two constants")
}

private fun placeholders() {
    expectEqual(ErrorLocalization.placeholder(1.5), "1.5", "a double")
    expectEqual(ErrorLocalization.placeholder(null), "", "nil")
    expectEqual(ErrorLocalization.placeholder(listOf(1, 2)), "1, 2", "a list")
}

private fun params() {
    val params = listOf(
        ErrorParam("name", "Ann"), ErrorParam("card", "4242", sensitive = true),
        ErrorParam("count", 2L, plural = true), ErrorParam("after", null)
    )
    expectEqual(
        ErrorLogging.description("PayError", "declined", params),
        "PayError.declined(name: \"Ann\", card: <redacted>, count: 2, after: nil)", "a description"
    )
    expectEqual(ErrorLogging.description("PayError", "failed", emptyList()), "PayError.failed", "no params")
    expectEqual(
        ErrorLogging.metadata(mapOf("case" to "declined"), params),
        mapOf("case" to "declined", "name" to "Ann", "card" to "<redacted>", "count" to "2", "after" to "nil"),
        "metadata"
    )
    val arguments = TextArguments.of(params)
    expectEqual(arguments.values, mapOf("name" to "Ann", "card" to "4242", "count" to "2", "after" to ""), "placeholders")
    expectEqual(arguments.count, 2L, "the plural param's value")
    expectEqual(TextArguments.of(emptyList()).count, null, "no plural param")
}

fun main() {
    localeMatching()
    pluralRules()
    textTable()
    placeholders()
    params()
    if (failures > 0) {
        System.err.println("ErrorGenRuntime.kt: $failures checks failed")
        System.exit(1)
    }
    println("ErrorGenRuntime.kt: every check passed")
}
