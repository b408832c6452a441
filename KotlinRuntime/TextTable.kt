package errorgen.runtime

/** What a case's texts show for their placeholders, and the count (an Int, a Long or a BigInteger) that chooses plural variants. */
class TextArguments(val values: Map<String, String> = emptyMap(), val count: Any? = null) {
    companion object {
        /** What each of a case's [params] shows in a placeholder, and the value of the one that chooses plural variants. */
        fun of(params: List<ErrorParam>): TextArguments =
            TextArguments(
                params.map { param -> param.name to ErrorLocalization.placeholder(param.value) }.toMap(),
                params.firstOrNull { param -> param.plural }?.value
            )
    }
}

/**
 * Every text of a catalog, as data: the table a generated file holds, read on first use.
 *
 * One text per line, `text.locale = value` (`text.locale.category` for a plural variant) under
 * a line `[name]` that names the case (or recovery option), the value as the catalog writes it
 * with `\\`, `\n`, `\r`, `\t` and `\u{XXXX}` escapes; a line's leading spaces are dropped.
 */
class ErrorTextTable(
    private val locales: List<String>,
    private val defaultLocale: String,
    table: String
) {
    private class Template(val parts: List<String>, val placeholders: List<Boolean>) {
        fun filled(arguments: TextArguments): String {
            val result = StringBuilder()
            for (index in parts.indices) {
                val part = parts[index]
                if (placeholders[index]) {
                    result.append(arguments.values[part] ?: "{$part}")
                } else {
                    result.append(part)
                }
            }
            return result.toString()
        }
    }

    private class Value(
        val text: Template?,
        val variants: Map<PluralCategory, Template>,
        val other: Template?,
        val first: Template
    )

    private class Entry(val locales: List<String>, val values: Map<String, Value>)

    private val entries: Map<String, Entry>

    init {
        val written = HashMap<String, MutableList<Pair<String?, String>>>()
        val order = LinkedHashMap<String, MutableList<String>>()
        var name = ""
        for (raw in table.split('\n')) {
            val line = raw.trimStart(' ')
            if (line.startsWith("[") && line.endsWith("]")) {
                name = line.substring(1, line.length - 1)
                continue
            }
            val separator = line.indexOf(" =")
            if (separator < 0) continue
            val key = line.substring(0, separator).split('.')
            if (key.size != 2 && key.size != 3) continue
            var value = line.substring(separator + 2)
            if (value.startsWith(" ")) value = value.substring(1)
            val textKey = name + "." + key[0]
            val localeKey = textKey + "." + key[1]
            if (!written.containsKey(localeKey)) order.getOrPut(textKey) { mutableListOf() }.add(key[1])
            val category = if (key.size == 3) key[2] else null
            written.getOrPut(localeKey) { mutableListOf() }.add(Pair(category, unescaped(value)))
        }
        val result = HashMap<String, Entry>()
        for ((textKey, textLocales) in order) {
            val values = HashMap<String, Value>()
            for (locale in textLocales) {
                val lines = written[textKey + "." + locale] ?: continue
                val first = template(lines[0].second)
                if (lines[0].first == null) {
                    values[locale] = Value(first, emptyMap(), null, first)
                    continue
                }
                // The first variant of each category; `other` (else the first) for the rest.
                val variants = HashMap<PluralCategory, Template>()
                for (line in lines) {
                    val category = PluralCategory.values().firstOrNull { it.rawValue == line.first } ?: continue
                    if (!variants.containsKey(category)) variants[category] = template(line.second)
                }
                values[locale] = Value(null, variants, variants[PluralCategory.OTHER] ?: first, first)
            }
            result[textKey] = Entry(textLocales, values)
        }
        entries = result
    }

    /**
     * The text [kind] (`message`, `reason`, `suggestion`, `label`) of the case or option [name]
     * in the catalog locale that [locale] resolves to, its placeholders filled; null when it has
     * none. A catalog locale the text lacks takes the text's locale it resolves to (a text with
     * `de` serves `de-CH`), else the default locale's text (else the first written).
     */
    fun text(kind: String, name: String, locale: String, arguments: TextArguments = TextArguments()): String? {
        val entry = entries[name + "." + kind] ?: return null
        val resolved = ErrorLocalization.resolve(locale, locales, defaultLocale)
        val fallback = if (entry.values.containsKey(defaultLocale)) defaultLocale else entry.locales.firstOrNull() ?: ""
        val textLocale = if (entry.values.containsKey(resolved)) {
            resolved
        } else {
            LocaleMatching.match(resolved, entry.locales) ?: fallback
        }
        val value = entry.values[textLocale] ?: entry.values[fallback] ?: return null
        val text = value.text
        if (text != null) return text.filled(arguments)
        val count = arguments.count ?: return value.first.filled(arguments)
        val category = when (count) {
            is Int -> ErrorLocalization.pluralCategory(count, textLocale)
            is Long -> ErrorLocalization.pluralCategory(count, textLocale)
            is java.math.BigInteger -> ErrorLocalization.pluralCategory(count, textLocale)
            else -> PluralCategory.OTHER
        }
        return (value.variants[category] ?: value.other ?: value.first).filled(arguments)
    }

    /** The message of the case [name], or "" when it has none. */
    fun message(name: String, locale: String, arguments: TextArguments = TextArguments()): String =
        text("message", name, locale, arguments) ?: ""

    /** The label of the recovery option [name], or its name when the table has none. */
    fun label(name: String, locale: String): String = text("label", name, locale) ?: name

    private fun template(text: String): Template {
        val parts = mutableListOf<String>()
        val placeholders = mutableListOf<Boolean>()
        val literal = StringBuilder()
        var index = 0
        while (index < text.length) {
            val character = text[index]
            if ((character == '{' || character == '}') && index + 1 < text.length && text[index + 1] == character) {
                literal.append(character)
                index += 2
                continue
            }
            if (character == '{') {
                var end = index + 1
                while (end < text.length && text[end] != '{' && text[end] != '}') end += 1
                if (end < text.length && text[end] == '}') {
                    if (literal.isNotEmpty()) {
                        parts.add(literal.toString())
                        placeholders.add(false)
                        literal.setLength(0)
                    }
                    parts.add(text.substring(index + 1, end))
                    placeholders.add(true)
                    index = end + 1
                    continue
                }
            }
            literal.append(character)
            index += 1
        }
        if (literal.isNotEmpty()) {
            parts.add(literal.toString())
            placeholders.add(false)
        }
        return Template(parts, placeholders)
    }

    private fun unescaped(value: String): String {
        if (value.indexOf('\\') < 0) return value
        val result = StringBuilder()
        var index = 0
        while (index < value.length) {
            val character = value[index]
            if (character != '\\' || index + 1 >= value.length) {
                result.append(character)
                index += 1
                continue
            }
            val next = value[index + 1]
            index += 2
            when (next) {
                'n' -> result.append('\n')
                'r' -> result.append('\r')
                't' -> result.append('\t')
                'u' -> {
                    val close = value.indexOf('}', index)
                    if (index < value.length && value[index] == '{' && close > index) {
                        result.appendCodePoint(Integer.parseInt(value.substring(index + 1, close), 16))
                        index = close + 1
                    } else {
                        result.append("\\u")
                    }
                }
                else -> result.append(next)
            }
        }
        return result.toString()
    }
}
