package errorgen.runtime

/** How an error behaves: what the app should do about it. */
enum class ErrorKind(val rawValue: String) {
    TRANSIENT("transient"),
    USER("user"),
    SYSTEM("system"),
    FATAL("fatal");
}

/** How an error is shown. */
enum class ErrorPresentation(val rawValue: String) {
    ALERT("alert"),
    BANNER("banner"),
    INLINE("inline"),
    FULLSCREEN("fullscreen"),
    SILENT("silent");
}

/** How a recovery option's button looks and where it goes. */
enum class RecoveryRole(val rawValue: String) {
    DEFAULT("default"),
    CANCEL("cancel"),
    DESTRUCTIVE("destructive"),
    NORMAL("normal");
}

/** Exponential backoff with a cap and random jitter; delays in seconds. */
data class RetryPolicy(
    val maxAttempts: Int,
    val initialDelay: Double,
    val maxDelay: Double,
    val multiplier: Double,
    val jitter: Double
) {
    /** The delay before attempt [afterAttempt] + 1, without jitter; below 1 counts as 1. */
    fun delay(afterAttempt: Int): Double {
        val exponent = (if (afterAttempt < 1) 1 else afterAttempt) - 1
        val delay = initialDelay * Math.pow(multiplier, exponent.toDouble())
        if (delay.isNaN() || delay.isInfinite()) return maxDelay
        return if (delay < maxDelay) delay else maxDelay
    }
}

/** A recovery option as a plain value, for code that does not know the error's type. */
data class RecoveryAction(
    val name: String,
    val label: String,
    val role: RecoveryRole,
    val retriesOperation: Boolean
)

/**
 * What to show for an error in Jetpack Compose (an AlertDialog, a Snackbar, a message under
 * a text field), as the Swift runtime's `ErrorDisplay`: the style, the field of an inline
 * error, the title and message, and a button per recovery option with its role and the
 * [RecoveryAction] whose recovery it runs.
 */
data class ErrorDisplay(
    val style: ErrorPresentation,
    val field: String?,
    val title: String,
    val message: String?,
    val buttons: List<Button>
) {
    /** A button: a recovery option ([action]), or the one that only dismisses the error. */
    data class Button(val label: String, val role: RecoveryRole, val action: RecoveryAction?) {
        /** Whether the failed operation runs again once this button's recovery succeeded. */
        val retriesOperation: Boolean
            get() = action?.retriesOperation ?: false
    }

    /** The first button whose role is DEFAULT: a Snackbar's action ("Try Again"). */
    val primaryButton: Button?
        get() = buttons.firstOrNull { it.role == RecoveryRole.DEFAULT }

    companion object {
        /**
         * What to show for an error with these members (`error.presentation`,
         * `error.field`, and its texts in the language shown): the message as title, the
         * reason and suggestion a line each as message, a button per action, or one
         * labelled [dismissLabel] with the CANCEL role when there is none.
         */
        fun of(
            presentation: ErrorPresentation,
            field: String?,
            title: String,
            reason: String?,
            suggestion: String?,
            actions: List<RecoveryAction>,
            dismissLabel: String = "OK"
        ): ErrorDisplay {
            val lines = listOfNotNull(reason, suggestion).filter { it.isNotEmpty() }
            val buttons =
                if (actions.isEmpty()) listOf(Button(dismissLabel, RecoveryRole.CANCEL, null))
                else actions.map { Button(it.label, it.role, it) }
            return ErrorDisplay(
                presentation,
                if (presentation == ErrorPresentation.INLINE) field else null,
                title,
                if (lines.isEmpty()) null else lines.joinToString("\n"),
                buttons
            )
        }
    }
}

/** Chooses the language that generated error texts use. */
object ErrorLocalization {
    @Volatile
    private var preferred: List<String>? = null

    /**
     * The user's languages in order of preference. Follows `java.util.Locale.getDefault()`,
     * read on every access (an app's locale can change while it runs), until set;
     * [resetPreferredLanguages] makes it follow the system again.
     */
    var preferredLanguages: List<String>
        get() = preferred ?: listOf(java.util.Locale.getDefault().toLanguageTag())
        set(value) {
            preferred = value
        }

    /** Makes [preferredLanguages] follow the system's language again. */
    fun resetPreferredLanguages() {
        preferred = null
    }

    /**
     * The entry of [locales] that [identifier] resolves to, or null: as the Swift
     * runtime's `ErrorLocalization.match`, with CLDR's likely scripts, parent locales and
     * legacy codes (`LocaleMatching`).
     */
    fun match(identifier: String, locales: List<String>): String? =
        LocaleMatching.match(identifier, locales)

    /** The plural category of [value] in the catalog locale [locale]. */
    fun pluralCategory(value: Int, locale: String): PluralCategory =
        PluralRules.category(value.toLong(), locale)

    /** The plural category of [value] in the catalog locale [locale]. */
    fun pluralCategory(value: Long, locale: String): PluralCategory =
        PluralRules.category(value, locale)

    /**
     * The plural category of [value] (a `UInt` or `UInt64` param) in the catalog locale
     * [locale]. Past Long's range, the value keeps its remainder by 1,000,000, the largest
     * modulus CLDR's integer rules take, and stays larger than any number they compare to.
     */
    fun pluralCategory(value: java.math.BigInteger, locale: String): PluralCategory {
        val magnitude = value.abs()
        if (magnitude.bitLength() < 64) return PluralRules.category(magnitude.toLong(), locale)
        val remainder = magnitude.mod(java.math.BigInteger.valueOf(1_000_000L)).toLong()
        return PluralRules.category(1_000_000_000_000L + remainder, locale)
    }

    /** The locale of [locales] to show texts in now. */
    fun currentLocale(locales: List<String>, defaultLocale: String): String {
        for (language in preferredLanguages) {
            val found = match(language, locales)
            if (found != null) return found
        }
        return defaultLocale
    }

    /** The locale of [locales] that [identifier] resolves to, else [defaultLocale]. */
    fun resolve(identifier: String, locales: List<String>, defaultLocale: String): String =
        match(identifier, locales) ?: defaultLocale

    /**
     * The text a placeholder shows for [value], as the Swift side writes it: doubles as
     * Swift's `description`, dates in ISO 8601 (UTC, no fractional seconds), UUIDs in upper
     * case, null as the empty string, list elements separated by ", ".
     */
    fun placeholder(value: Any?): String = when (value) {
        null -> ""
        is Double -> SwiftText.double(value)
        is java.util.Date -> SwiftText.date(value, "yyyy-MM-dd'T'HH:mm:ss'Z'")
        is java.util.UUID -> SwiftText.uuid(value)
        is List<*> -> value.joinToString(", ") { placeholder(it) }
        else -> value.toString()
    }
}

/** How `toString()` and `loggingMetadata` write values: as the Swift runtime does. */
object ErrorLogging {
    /** What a sensitive value shows instead of itself. */
    const val REDACTED: String = "<redacted>"

    /** The value as Swift source spells it (`String(reflecting:)`); null is `nil`. */
    fun sourceText(value: Any?): String = when (value) {
        null -> "nil"
        is String -> SwiftText.quoted(value)
        is Double -> SwiftText.double(value)
        is java.util.Date -> SwiftText.date(value, "yyyy-MM-dd HH:mm:ss '+0000'")
        is java.util.UUID -> SwiftText.uuid(value)
        is List<*> -> value.joinToString(", ", "[", "]") { sourceText(it) }
        else -> value.toString()
    }

    /** The value as a placeholder shows it; null is `nil`. */
    fun metadataText(value: Any?): String =
        if (value == null) "nil" else ErrorLocalization.placeholder(value)

    /** `NetworkError.rateLimited(retryAfter: 30.0)`, as Swift's `description`; sensitive values [REDACTED]. */
    fun description(typeName: String, caseName: String, params: List<ErrorParam>): String {
        val head = "$typeName.$caseName"
        if (params.isEmpty()) return head
        return params.joinToString(", ", "$head(", ")") { param ->
            param.name + ": " + if (param.sensitive) REDACTED else sourceText(param.value)
        }
    }

    /** [common], then every param by name, a sensitive one as [REDACTED]. */
    fun metadata(common: Map<String, String>, params: List<ErrorParam>): Map<String, String> =
        common + params.map { param -> param.name to if (param.sensitive) REDACTED else metadataText(param.value) }
}

/**
 * One param of an error's case: its catalog name, its value, whether it is sensitive, and whether
 * it chooses the plural variants of the case's texts. A generated `params` lists a case's params
 * in catalog order, and [ErrorLogging] and [TextArguments] write `toString()`, `loggingMetadata`
 * and the texts' placeholders from them.
 */
class ErrorParam(val name: String, val value: Any?, val sensitive: Boolean = false, val plural: Boolean = false)

/** Swift's spellings of values, which the generated texts must match exactly. */
internal object SwiftText {
    /** Swift's `Double.description`: the shortest digits that read back as the value. */
    fun double(value: Double): String {
        if (value.isNaN()) return "nan"
        if (value.isInfinite()) return if (value < 0) "-inf" else "inf"
        if (value == 0.0) return if (1.0 / value < 0) "-0.0" else "0.0"
        val exact = java.math.BigDecimal(value)
        var digits = ""
        var exponent = 0
        for (precision in 1..17) {
            val rounded = exact.round(java.math.MathContext(precision, java.math.RoundingMode.HALF_EVEN))
            if (rounded.toDouble() == value) {
                val unscaled = rounded.unscaledValue().abs().toString().trimEnd('0')
                digits = if (unscaled.length == 0) "0" else unscaled
                exponent = rounded.precision() - rounded.scale() - 1
                break
            }
        }
        val sign = if (value < 0) "-" else ""
        // Swift writes an exponent below 1e-4 and above 2^53 (its binary exponent, not a
        // count of digits: 9.5e15 is `9.5e+15`, 5e15 and 2^53 itself are written out).
        if (exponent < -4 || Math.abs(value) > 9007199254740992.0) {
            val mantissa = if (digits.length == 1) digits else digits.substring(0, 1) + "." + digits.substring(1)
            val power = if (exponent < 0) -exponent else exponent
            return sign + mantissa + "e" + (if (exponent < 0) "-" else "+") + (if (power < 10) "0" else "") + power
        }
        if (exponent < 0) return sign + "0." + "0".repeat(-exponent - 1) + digits
        val whole = if (digits.length > exponent + 1) digits.substring(0, exponent + 1) else digits.padEnd(exponent + 1, '0')
        val fraction = if (digits.length > exponent + 1) digits.substring(exponent + 1) else "0"
        return sign + whole + "." + fraction
    }

    fun date(value: java.util.Date, pattern: String): String {
        val format = java.text.SimpleDateFormat(pattern, java.util.Locale.ROOT)
        format.timeZone = java.util.TimeZone.getTimeZone("UTC")
        return format.format(value)
    }

    fun uuid(value: java.util.UUID): String = buildString {
        for (character in value.toString()) {
            append(if (character in 'a'..'f') character - ('a' - 'A') else character)
        }
    }

    /** Swift's `String.debugDescription`: quoted, with Swift's escapes. */
    fun quoted(value: String): String = buildString {
        append('"')
        var index = 0
        while (index < value.length) {
            val scalar = value.codePointAt(index)
            val isFirst = index == 0
            index += Character.charCount(scalar)
            when {
                // Code points, not Chars: `Char.toInt()` is deprecated in current Kotlin and
                // its replacement `code` does not exist in 1.3.
                scalar == 0x5C -> append("\\\\")
                scalar == 0x22 -> append("\\\"")
                scalar == 0x27 -> append("\\'")
                scalar == 0 -> append("\\0")
                scalar == 0x0A -> append("\\n")
                scalar == 0x0D -> append("\\r")
                scalar == 0x09 -> append("\\t")
                scalar < 0x20 || scalar == 0x7F || (isFirst && isCombining(scalar)) -> {
                    val hex = hexDigits(scalar)
                    append("\\u{").append(if (hex.length % 2 == 1) "0$hex" else hex).append('}')
                }
                else -> appendCodePoint(scalar)
            }
        }
        append('"')
    }

    private fun hexDigits(value: Int): String {
        val digits = "0123456789ABCDEF"
        var rest = value
        var text = ""
        do {
            text = digits[rest % 16].toString() + text
            rest /= 16
        } while (rest > 0)
        return text
    }

    private fun isCombining(scalar: Int): Boolean {
        val type = Character.getType(scalar)
        return type == Character.NON_SPACING_MARK.toInt() ||
            type == Character.ENCLOSING_MARK.toInt() ||
            type == Character.COMBINING_SPACING_MARK.toInt()
    }
}
