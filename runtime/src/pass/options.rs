//! Typed pass options: [`OptionInfo`] describes an option, [`PassOption`] parses a value from
//! pipeline text and prints it back, both as mlir-opt 22 does (LLVM's `cl` parsers: integers
//! with an auto-detected radix, `true`/`1`/`TRUE`/..., enum values by name, comma-separated
//! lists printed as `{a,b}`), and [`OptionError`] carries mlir-opt's messages.
//!
//! [`parse_option`] and [`print_options`] are what a pass's [`super::Pass::set_option`] and
//! [`super::Pass::print_options`] are built from, in generated and hand-written passes alike.

use std::fmt::Write as _;

/// Describes one option of a pass.
#[derive(Debug)]
pub struct OptionInfo {
    /// Its name in pipeline text (`max-iterations`).
    pub name: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    /// The value placeholder `--help` shows (`long`, `uint`, `string`, `value`; empty for a
    /// boolean).
    pub value_name: &'static str,
    /// Its default value, as pipeline text.
    pub default: &'static str,
    /// For an enum option, its values with their descriptions.
    pub values: &'static [(&'static str, &'static str)],
    /// Whether it is a list option (`exclude=a,b`).
    pub list: bool,
}

/// Why an option could not be set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionError {
    /// The pass has no option of that name.
    NoSuchOption(String),
    /// The value does not parse: mlir-opt prints `TOOL: for the --NAME option: MESSAGE`.
    Invalid {
        /// The option name.
        option: String,
        /// LLVM's message (`'x' value invalid for long argument!`).
        message: String,
    },
    /// A pipeline given as the value (`inline`'s `op-pipelines`) does not parse or build; the
    /// pipeline parser reports it itself, in mlir-opt's words.
    Pipeline(Box<super::manager::NestedPipelineError>),
}

impl OptionError {
    /// An invalid value of `option`.
    pub fn invalid(option: &str, message: impl Into<String>) -> Self {
        OptionError::Invalid {
            option: option.to_string(),
            message: message.into(),
        }
    }
}

/// A type a pass option can have: parsed from pipeline text, printed back.
pub trait PassOption: Sized {
    /// Parses `text` (already unquoted); the error is LLVM's message without the option name.
    fn parse_option(text: &str) -> Result<Self, String>;
    /// Appends the value as mlir-opt prints it.
    fn print_option(&self, out: &mut String);
}

/// Splits off LLVM's auto-detected radix prefix (`0x`, `0b`, `0o`, a leading `0`).
fn radix(s: &str) -> (u32, &str) {
    let lower = s.get(..2).map(str::to_ascii_lowercase);
    match lower.as_deref() {
        Some("0x") => (16, &s[2..]),
        Some("0b") => (2, &s[2..]),
        _ if s.starts_with("0o") => (8, &s[2..]),
        _ if s.len() > 1 && s.starts_with('0') && s.as_bytes()[1].is_ascii_digit() => (8, &s[1..]),
        _ => (10, s),
    }
}

/// LLVM's `consumeUnsignedInteger` over the whole text: digits of the detected radix, no sign.
fn parse_unsigned(s: &str) -> Option<u64> {
    let (radix, digits) = radix(s);
    if digits.is_empty() {
        return None;
    }
    let mut v: u64 = 0;
    for c in digits.chars() {
        let d = c.to_digit(36).filter(|d| *d < radix)?;
        v = v.checked_mul(u64::from(radix))?.checked_add(u64::from(d))?;
    }
    Some(v)
}

/// LLVM's `getAsInteger` for a signed 64-bit value.
fn parse_signed(s: &str) -> Option<i64> {
    match s.strip_prefix('-') {
        Some(rest) => {
            let v = parse_unsigned(rest)?;
            if v > 1 << 63 {
                None
            } else {
                Some((v as i64).wrapping_neg())
            }
        }
        None => i64::try_from(parse_unsigned(s)?).ok(),
    }
}

macro_rules! int_option {
    ($t:ty, $kind:literal, $parse:ident) => {
        impl PassOption for $t {
            fn parse_option(text: &str) -> Result<Self, String> {
                $parse(text)
                    .and_then(|v| <$t>::try_from(v).ok())
                    .ok_or_else(|| format!("'{text}' value invalid for {} argument!", $kind))
            }
            fn print_option(&self, out: &mut String) {
                let _ = write!(out, "{self}");
            }
        }
    };
}

int_option!(i64, "long", parse_signed);
int_option!(i32, "integer", parse_signed);
int_option!(u32, "uint", parse_unsigned);
int_option!(u64, "ulong", parse_unsigned);

impl PassOption for bool {
    fn parse_option(text: &str) -> Result<Self, String> {
        match text {
            "" | "true" | "TRUE" | "True" | "1" => Ok(true),
            "false" | "FALSE" | "False" | "0" => Ok(false),
            _ => Err(format!(
                "'{text}' is invalid value for boolean argument! Try 0 or 1"
            )),
        }
    }
    fn print_option(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl PassOption for f64 {
    fn parse_option(text: &str) -> Result<Self, String> {
        text.trim()
            .parse::<f64>()
            .ok()
            .filter(|_| !text.is_empty())
            .ok_or_else(|| format!("'{text}' value invalid for floating point argument!"))
    }
    fn print_option(&self, out: &mut String) {
        let _ = write!(out, "{self}");
    }
}

impl PassOption for String {
    fn parse_option(text: &str) -> Result<Self, String> {
        Ok(text.to_string())
    }
    /// The text, in braces when it holds a space or a quote (as mlir-opt prints it, so that
    /// it reads back as one value).
    fn print_option(&self, out: &mut String) {
        let braced = self.contains([' ', '"', '\'']);
        if braced {
            out.push('{');
        }
        out.push_str(self);
        if braced {
            out.push('}');
        }
    }
}

impl<T: PassOption> PassOption for Vec<T> {
    /// A list: `a,b` or `{a,b}`, split at top-level commas (braces and quotes group); an item
    /// wrapped in quotes or in braces (`{a},{b}`) loses them and spaces around items go, as
    /// in MLIR.
    fn parse_option(text: &str) -> Result<Self, String> {
        split_list(unbrace(text))
            .into_iter()
            .map(|item| T::parse_option(unquote(unbrace(item.trim()))))
            .collect()
    }
    fn print_option(&self, out: &mut String) {
        if self.is_empty() {
            return;
        }
        out.push('{');
        for (i, v) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            v.print_option(out);
        }
        out.push('}');
    }
}

/// Splits a list value at commas outside braces, brackets, parentheses and quotes.
fn split_list(text: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let (mut depth, mut quoted, mut start) = (0usize, false, 0usize);
    for (i, c) in text.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '{' | '[' | '(' if !quoted => depth += 1,
            '}' | ']' | ')' if !quoted => depth = depth.saturating_sub(1),
            ',' if !quoted && depth == 0 => {
                items.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if start < text.len() {
        items.push(&text[start..]);
    }
    items
}

/// `text` without the braces around it when its first `{` closes at its last byte.
pub(crate) fn unbrace(text: &str) -> &str {
    let b = text.as_bytes();
    if b.len() < 2 || b[0] != b'{' || b[b.len() - 1] != b'}' {
        return text;
    }
    let mut depth = 0usize;
    for (i, &c) in b.iter().enumerate() {
        match c {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return if i == b.len() - 1 { &text[1..i] } else { text };
                }
            }
            _ => {}
        }
    }
    text
}

/// Drops one pair of surrounding quotes or braces, as MLIR's option parser does.
pub fn unquote(text: &str) -> &str {
    let b = text.as_bytes();
    if b.len() >= 2
        && ((b[0] == b'"' && b[b.len() - 1] == b'"') || (b[0] == b'\'' && b[b.len() - 1] == b'\''))
    {
        &text[1..text.len() - 1]
    } else {
        text
    }
}

/// Parses `value` (a bare option name gives `None`, which only booleans accept as `true`;
/// the pipeline parser has removed one level of quotes or braces already) into `slot`, with
/// mlir-opt's message naming `name` on failure.
pub fn parse_option<T: PassOption>(
    slot: &mut T,
    name: &str,
    value: Option<&str>,
) -> Result<(), OptionError> {
    let text = value.unwrap_or("");
    *slot = T::parse_option(text).map_err(|m| OptionError::invalid(name, m))?;
    Ok(())
}

/// Parses an enum option: `value` must be one of `names` (LLVM: `Cannot find option named
/// 'x'!`); returns its index.
pub fn parse_enum(name: &str, value: Option<&str>, names: &[&str]) -> Result<usize, OptionError> {
    let text = value.unwrap_or("");
    names
        .iter()
        .position(|n| *n == text)
        .ok_or_else(|| OptionError::invalid(name, format!("Cannot find option named '{text}'!")))
}

/// Prints `(name, value)` pairs the way a pass's braces hold them: sorted by name, `name=value`
/// joined by single spaces, an empty value (an empty list) printing nothing but its
/// separator.
pub fn print_options(out: &mut String, options: &mut [(&str, String)]) {
    options.sort_by(|a, b| a.0.cmp(b.0));
    for (i, (name, value)) in options.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if !value.is_empty() {
            let _ = write!(out, "{name}={value}");
        }
    }
}

/// Prints `(name, value, is_list)` triples the way a pass's braces hold them, as
/// [`print_options`] does, except that a scalar option prints `name=value` even when its text
/// is empty (an empty string option: `name=`, as mlir-opt prints it); only an empty list
/// prints nothing but its separator. Generated passes print their options with this.
pub fn print_option_values(out: &mut String, options: &mut [(&str, String, bool)]) {
    options.sort_by(|a, b| a.0.cmp(b.0));
    for (i, (name, value, list)) in options.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        if !(*list && value.is_empty()) {
            let _ = write!(out, "{name}={value}");
        }
    }
}

/// The text of one option value, for [`print_options`].
pub fn option_text<T: PassOption>(value: &T) -> String {
    let mut s = String::new();
    value.print_option(&mut s);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_like_llvm() {
        assert_eq!(i64::parse_option("0x10"), Ok(16));
        assert_eq!(i64::parse_option("010"), Ok(8));
        assert_eq!(i64::parse_option("-0x8"), Ok(-8));
        assert_eq!(i64::parse_option("-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(
            i64::parse_option("99999999999999999999"),
            Err("'99999999999999999999' value invalid for long argument!".into())
        );
        assert_eq!(
            u32::parse_option("-1"),
            Err("'-1' value invalid for uint argument!".into())
        );
        assert_eq!(
            u32::parse_option("4294967296"),
            Err("'4294967296' value invalid for uint argument!".into())
        );
        assert_eq!(
            i64::parse_option(""),
            Err("'' value invalid for long argument!".into())
        );
    }

    #[test]
    fn booleans_lists_and_printing() {
        assert_eq!(bool::parse_option(""), Ok(true));
        assert_eq!(
            bool::parse_option("2"),
            Err("'2' is invalid value for boolean argument! Try 0 or 1".into())
        );
        let v = Vec::<String>::parse_option("{a,\"b,c\"}").unwrap();
        assert_eq!(v, vec!["a".to_string(), "b,c".to_string()]);
        let mut out = String::new();
        print_options(
            &mut out,
            &mut [
                ("top-down", "true".into()),
                ("enable-patterns", String::new()),
                ("disable-patterns", String::new()),
                ("max-iterations", "3".into()),
            ],
        );
        assert_eq!(out, "  max-iterations=3 top-down=true");
        assert_eq!(
            parse_enum("region-simplify", Some("wild"), &["disabled", "normal"]),
            Err(OptionError::invalid(
                "region-simplify",
                "Cannot find option named 'wild'!"
            ))
        );
    }

    #[test]
    fn scalar_options_print_even_when_empty() {
        let mut out = String::new();
        print_option_values(
            &mut out,
            &mut [
                ("op-pipelines", String::new(), true),
                ("default-pipeline", String::new(), false),
                ("max-iterations", "4".into(), false),
            ],
        );
        assert_eq!(out, "default-pipeline= max-iterations=4 ");
    }
}
