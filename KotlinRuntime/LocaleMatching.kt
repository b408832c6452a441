package errorgen.runtime

/**
 * Which of a catalog's locales a user's language resolves to, as the Swift runtime's
 * `LocaleMatching` (Apple's `Bundle.preferredLocalizations(from:forPreferences:)` with
 * CLDR 46's likely scripts, parent locales and legacy codes).
 */
object LocaleMatching {
    /** The entry of [locales] that [identifier] resolves to, or null when none does. */
    fun match(identifier: String, locales: List<String>): String? {
        val available = locales.map { Pair(normalized(it), it) }
        for (candidate in fallbacks(identifier)) {
            for (entry in available) if (entry.first == candidate) return entry.second
        }
        // Last, a regional variant of the same language and script (`en` → `en-US`), as
        // Apple does: the likely region's first, else the first the catalog lists.
        val language = language(identifier) ?: return null
        val script = script(identifier)
        val region = likelyRegions[language]
        if (region != null) {
            for (entry in available) if (entry.first == "$language-$region") return entry.second
        }
        for (entry in available) {
            if (language(entry.first) == language && script(entry.first) == script) return entry.second
        }
        return null
    }

    /**
     * [identifier] and what it falls back to, most specific first, each lowercased with
     * `-`: `zh-TW` → `zh-hant-tw`, `zh-tw`, `zh-hant`; `es-CU` → `es-cu`, `es-419`, `es`.
     */
    fun fallbacks(identifier: String): List<String> {
        val parts = subtags(identifier).toMutableList()
        if (parts.isEmpty()) return emptyList()
        // The identifier as written comes first: an exact match wins over an alias (`no`
        // answers with a catalog's `no` texts, not its `nb` ones).
        val written = parts.joinToString("-")
        val language = languageAliases[parts[0]] ?: parts[0]
        parts[0] = language
        // The script and region, where given (a script has four letters, a region two
        // letters or three digits); anything after them is dropped first.
        var script: String? = null
        var region: String? = null
        for (part in parts.drop(1)) {
            if (part.length == 4 && script == null && region == null && part.all { it.isLetter() }) {
                script = part
            } else if (region == null && (part.length == 2 || (part.length == 3 && part.all { it.isDigit() }))) {
                region = part
            }
        }
        // A language written in one script has no entry in likelyScripts: a script given
        // for it is its usual one (`en-Latn-US` is `en-US`).
        val implied = if (language !in likelyScripts) null else script ?: likelyScript(language, region)
        val result = mutableListOf<String>()
        fun add(vararg tags: String?) {
            val tag = tags.filterNotNull().joinToString("-")
            if (tag !in result) result.add(tag)
        }
        add(written)
        add(parts.joinToString("-"))
        if (region != null) {
            add(language, implied, region)
            add(language, region)
            for (step in parentRegion(language, region).orEmpty()) {
                add(language, if (implied == defaultScript(language)) null else implied, step)
                add(language, step)
            }
        }
        if (implied != null && implied != defaultScript(language)) {
            // A script other than the language's usual one never falls back to the bare
            // language (`zh-Hant` is not `zh`, which means `zh-Hans`).
            add(language, implied)
            return result
        }
        if (implied != null) add(language, implied)
        for (tag in extraFallbacks[language].orEmpty()) add(tag)
        add(language)
        return result
    }

    /** Lowercased, `_` as `-`. */
    fun normalized(identifier: String): String = buildString {
        // Locale identifiers are ASCII: lower-cased by hand, as Kotlin 1.3 and current
        // Kotlin share no undeprecated way to do it.
        for (character in identifier) {
            append(
                when (character) {
                    in 'A'..'Z' -> character + ('a' - 'A')
                    '_' -> '-'
                    else -> character
                }
            )
        }
    }

    /** The subtags, empty ones left out as Swift's `split` leaves them out. */
    private fun subtags(identifier: String): List<String> =
        normalized(identifier).split('-').filter { it.isNotEmpty() }

    /** The language subtag, legacy codes replaced: `iw-IL` → `he`. */
    private fun language(identifier: String): String? {
        val first = subtags(identifier).firstOrNull() ?: return null
        return languageAliases[first] ?: first
    }

    /** The script of an identifier, given or implied. */
    private fun script(identifier: String): String? {
        val parts = subtags(identifier)
        val first = parts.firstOrNull() ?: return null
        val aliased = languageAliases[first] ?: first
        // A language written in one script has no script to tell its variants apart.
        if (aliased !in likelyScripts) return null
        val given = parts.drop(1).firstOrNull { part -> part.length == 4 && part.all { it.isLetter() } }
        if (given != null) return given
        val region = parts.drop(1).firstOrNull { it.length == 2 || it.length == 3 }
        return likelyScript(aliased, region)
    }

    private fun defaultScript(language: String): String? = likelyScripts[language]?.first

    /** The script implied by a language and region: `zh` + `tw` → `hant`. */
    private fun likelyScript(language: String, region: String?): String? {
        val entry = likelyScripts[language] ?: return null
        val special = if (region == null) null else entry.second[region]
        return special ?: entry.first
    }

    /**
     * The parents of a region's variant of a language, nearest first, where CLDR's parent
     * is not the bare language: `es-CU` → `es-419`; `en-IN` → `en-001`, `en-GB`.
     */
    private fun parentRegion(language: String, region: String): List<String>? = when {
        language == "es" && region in latinAmerica -> listOf("419")
        language == "pt" && region in portugalFamily -> listOf("pt")
        language == "en" && region in europeanEnglish -> listOf("150", "001", "gb")
        language == "en" && region !in unitedStatesFamily && region != "gb" -> listOf("001", "gb")
        language == "en" && region == "gb" -> listOf("001")
        language == "zh" && region == "mo" -> listOf("hk")
        else -> null
    }

    // CLDR's tables, as the Swift runtime has them (KotlinRuntimeSourceTests checks them;
    // ERRORGEN_RECORD=1 swift test --filter KotlinRuntimeSourceTests rewrites them).
    /** Legacy and macro-language codes (supplementalMetadata.xml `languageAlias`). */
    private val languageAliases: Map<String, String> = mapOf("in" to "id", "iw" to "he", "ji" to "yi", "jw" to "jv", "mo" to "ro", "no" to "nb", "tl" to "fil")

    /** Further fallbacks of a language (`nn` → `nn-no`). */
    private val extraFallbacks: Map<String, List<String>> = mapOf("nb" to listOf("nb-no", "no"), "nn" to listOf("nn-no"))

    /** Languages written in several scripts: the default one, and where a region implies another. */
    private val likelyScripts: Map<String, Pair<String, Map<String, String>>> = mapOf("az" to Pair("latn", mapOf("ir" to "arab")), "bs" to Pair("latn", mapOf<String, String>()), "ff" to Pair("latn", mapOf<String, String>()), "ha" to Pair("latn", mapOf<String, String>()), "ks" to Pair("arab", mapOf<String, String>()), "mn" to Pair("cyrl", mapOf("cn" to "mong")), "ms" to Pair("latn", mapOf<String, String>()), "pa" to Pair("guru", mapOf("pk" to "arab")), "sd" to Pair("arab", mapOf<String, String>()), "sr" to Pair("cyrl", mapOf("me" to "latn")), "uz" to Pair("latn", mapOf("af" to "arab")), "vai" to Pair("vaii", mapOf<String, String>()), "zh" to Pair("hans", mapOf("hk" to "hant", "mo" to "hant", "tw" to "hant")))

    /** The likely region of languages spoken in several (likelySubtags.xml). */
    private val likelyRegions: Map<String, String> = mapOf("ar" to "eg", "de" to "de", "en" to "us", "es" to "es", "fr" to "fr", "it" to "it", "nl" to "nl", "pt" to "br", "ru" to "ru", "sv" to "se", "sw" to "tz", "zh" to "cn")

    /** Regions whose Spanish falls back to `es-419` (parentLocales.xml). */
    private val latinAmerica: Set<String> = setOf("ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni", "pa", "pe", "pr", "py", "sv", "us", "uy", "ve")

    /** Regions whose Portuguese falls back to `pt-PT` (parentLocales.xml). */
    private val portugalFamily: Set<String> = setOf("ao", "ch", "cv", "fr", "gq", "gw", "lu", "mo", "mz", "st", "tl")

    /** Regions whose English falls back to `en-150`, Europe's (parentLocales.xml). */
    private val europeanEnglish: Set<String> = setOf("at", "be", "ch", "de", "dk", "fi", "nl", "se", "si")

    /** Regions whose English is American English (their parent is `en`, not `en-001`). */
    private val unitedStatesFamily: Set<String> = setOf("as", "gu", "mh", "mp", "pr", "um", "us", "vi")
}
