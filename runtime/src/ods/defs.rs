//! Support for generated dialect types and attributes (`type_def` / `attr_def`): the parsers and
//! printers of parameter values (MLIR's `FieldParser` and the default parameter printer), the
//! shared pieces of declarative def formats (`struct(...)` in any order, the "failed to parse
//! ... parameter" second error, optional-group presence), and verifier error placement.
//!
//! Generated def code is straight-line code that calls these helpers, so that the logic exists
//! once in the runtime.

use crate::ir::attributes::{Attribute, Location};
use crate::ir::diagnostics::{DiagLoc, Diagnostic, Severity};
use crate::ir::registry::{AttrDefinition, TypeDefinition};
use crate::ir::types::Type;
use crate::numerics::apfloat::APFloat;
use crate::numerics::apint::APInt;
use crate::text::lexer::TokenKind;
use crate::text::parser::{OpAsmParser, PResult};
use crate::text::printer::OpAsmPrinter;

/// A value that can be a parameter of a dialect type or attribute with the runtime's generic
/// parser and printer (MLIR's `FieldParser<T>` and `printer << value`): used for `param_type`s
/// without `parser`/`printer` code.
pub trait Field: Sized {
    /// Parses one value.
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self>;
    /// Parses one value if the next token can start one (`Ok(None)`: nothing consumed).
    fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
        if at_value_end(p) {
            return Ok(None);
        }
        Self::parse_field(p).map(Some)
    }
    /// Prints one value.
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>);
}

/// True when the next token closes a list or separates its elements (`>`, `)`, `]`, `}`, `,`,
/// `=`) or ends the input: no parameter value can start here. Used to tell whether an optional
/// group whose first element is a parameter of a kind without an optional parser is present.
pub fn at_value_end(p: &OpAsmParser<'_, '_>) -> bool {
    use TokenKind as K;
    [
        K::Greater,
        K::RParen,
        K::RSquare,
        K::RBrace,
        K::Comma,
        K::Equal,
        K::Eof,
    ]
    .into_iter()
    .any(|k| p.at(k))
}

macro_rules! int_fields {
    ($($t:ty => $parse:ident),* $(,)?) => {
        $(
            impl Field for $t {
                fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
                    p.parse_integer::<$t>()
                }
                fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
                    p.parse_optional_integer::<$t>()
                }
                fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
                    p.print_int(*self as i128);
                }
            }
        )*
        impl OpAsmParser<'_, '_> {
            $(
                #[doc = concat!("Parses a `", stringify!($t), "` parameter (MLIR's `FieldParser` of an integer: `expected integer value`, `integer value too large`).")]
                pub fn $parse(&mut self) -> PResult<$t> {
                    self.parse_integer::<$t>()
                }
            )*
        }
    };
}

int_fields! {
    i8 => parse_i8, i16 => parse_i16, i32 => parse_i32, i64 => parse_i64,
    u8 => parse_u8, u16 => parse_u16, u32 => parse_u32, u64 => parse_u64,
}

impl Field for bool {
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_bool()
    }
    fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
        if p.parse_optional_keyword("true") {
            Ok(Some(true))
        } else if p.parse_optional_keyword("false") {
            Ok(Some(false))
        } else {
            Ok(None)
        }
    }
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
        p.print_bool(*self);
    }
}

impl Field for String {
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_string_param()
    }
    fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
        if !p.at(TokenKind::String) {
            return Ok(None);
        }
        p.parse_string_param().map(Some)
    }
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
        p.print_string(self);
    }
}

impl Field for APInt {
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_apint()
    }
    fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
        Ok(p.parse_optional_integer::<i128>()?.map(apint_of))
    }
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
        p.print_apint(self);
    }
}

impl Field for APFloat {
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_apfloat()
    }
    fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
        if p.at(TokenKind::Float) || p.at(TokenKind::Integer) || p.at(TokenKind::Minus) {
            return p.parse_apfloat().map(Some);
        }
        Ok(None)
    }
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
        p.print_apfloat(self);
    }
}

impl Field for Type {
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_type()
    }
    fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
        p.parse_optional_type()
    }
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
        p.print_type(*self);
    }
}

impl Field for Attribute {
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
        p.parse_attribute()
    }
    fn parse_optional_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Option<Self>> {
        p.parse_optional_attribute()
    }
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
        p.print_attribute(*self);
    }
}

/// `Array<P>`: comma-separated elements (MLIR's `FieldParser` of a container); at least one
/// element when parsed, like MLIR's `parseCommaSeparatedList` without delimiters.
impl<T: Field> Field for Vec<T> {
    fn parse_field(p: &mut OpAsmParser<'_, '_>) -> PResult<Self> {
        let mut out = Vec::new();
        p.parse_comma_separated_list(crate::text::parser::ops::Delimiter::None, "", |p| {
            out.push(T::parse_field(p)?);
            Ok(())
        })?;
        Ok(out)
    }
    fn print_field(&self, p: &mut OpAsmPrinter<'_, '_>) {
        print_list(p, self, |p, v| v.print_field(p));
    }
}

/// Prints `items` separated by `, ` (MLIR's `interleaveComma`).
pub fn print_list<T>(
    p: &mut OpAsmPrinter<'_, '_>,
    items: &[T],
    mut f: impl FnMut(&mut OpAsmPrinter<'_, '_>, &T),
) {
    for (i, v) in items.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        f(p, v);
    }
}

/// Parses comma-separated elements with `f` (at least one).
pub fn parse_list<T>(
    p: &mut OpAsmParser<'_, '_>,
    mut f: impl FnMut(&mut OpAsmParser<'_, '_>) -> PResult<T>,
) -> PResult<Vec<T>> {
    let mut out = Vec::new();
    p.parse_comma_separated_list(crate::text::parser::ops::Delimiter::None, "", |p| {
        out.push(f(p)?);
        Ok(())
    })?;
    Ok(out)
}

fn apint_of(v: i128) -> APInt {
    if let Ok(v) = i64::try_from(v) {
        APInt::from_i64(64, v)
    } else {
        APInt::from_u128(128, v as u128)
    }
}

impl OpAsmParser<'_, '_> {
    /// Parses a `bool` parameter: `true` or `false` (error `expected 'true' or 'false'`).
    pub fn parse_bool(&mut self) -> PResult<bool> {
        if self.parse_optional_keyword("true") {
            Ok(true)
        } else if self.parse_optional_keyword("false") {
            Ok(false)
        } else {
            Err(self.emit_error_here("expected 'true' or 'false'"))
        }
    }

    /// Parses a `String` parameter: a quoted string with MLIR's escapes (error `expected
    /// string`). Its bytes need not be UTF-8 (MLIR's `StringRef` holds any bytes): a byte that
    /// is not is kept as the symbol encoding's stand-in character
    /// ([`crate::ir::encoding::bytes_to_symbol_text`]), which [`OpAsmPrinter::print_string`]
    /// prints back as the byte.
    pub fn parse_string_param(&mut self) -> PResult<String> {
        let bytes = self.parse_string()?;
        Ok(match String::from_utf8(bytes) {
            Ok(s) => s,
            Err(e) => crate::ir::encoding::bytes_to_symbol_text(e.as_bytes()).into_owned(),
        })
    }

    /// Parses an `APInt` parameter (MLIR's `parseInteger` into an `APInt`): 64 bits wide when
    /// the value fits in an `i64`, else 128.
    pub fn parse_apint(&mut self) -> PResult<APInt> {
        Ok(apint_of(self.parse_integer::<i128>()?))
    }

    /// Parses an `APFloat` parameter: a float literal (or an integer) as an IEEE double, like
    /// MLIR's `parseFloat` into a `double`.
    pub fn parse_apfloat(&mut self) -> PResult<APFloat> {
        let neg = self.parse_optional_minus();
        if self.at(TokenKind::Integer) {
            let v = self.parse_integer::<i128>()? as f64;
            return Ok(APFloat::from_f64(if neg { -v } else { v }));
        }
        let v = self.parse_float()?;
        Ok(APFloat::from_f64(if neg { -v } else { v }))
    }
}

impl OpAsmPrinter<'_, '_> {
    /// Prints a `bool` parameter: `true` or `false`.
    pub fn print_bool(&mut self, v: bool) {
        self.write(if v { "true" } else { "false" });
    }
    /// Prints an integer parameter in decimal.
    pub fn print_int(&mut self, v: i128) {
        self.write(&v.to_string());
    }
    /// Prints a `String` parameter quoted, with MLIR's escapes (`printString`); the symbol
    /// encoding's stand-ins for bytes that are not UTF-8 are printed as those bytes.
    pub fn print_string(&mut self, s: &str) {
        self.print_string_literal(&crate::ir::encoding::symbol_bytes(s));
    }
    /// Prints an `APInt` parameter as a signed decimal (MLIR's `printer << apint`).
    pub fn print_apint(&mut self, v: &APInt) {
        self.write(&v.to_string_signed());
    }
    /// Prints an `APFloat` parameter as MLIR prints float values (`printFloat`).
    pub fn print_apfloat(&mut self, v: &APFloat) {
        self.write(&v.format_for_mlir());
    }
}

/// Adds MLIR's second error to a failed parameter parse, at the current token: ``failed to
/// parse Def parameter 'param' which is to be a `message type` ``.
pub fn param_failed(
    p: &OpAsmParser<'_, '_>,
    mut d: Diagnostic,
    def: &str,
    param: &str,
    message_type: &str,
) -> Diagnostic {
    let mut n = p.emit_error_here(&format!(
        "failed to parse {def} parameter '{param}' which is to be a `{message_type}`"
    ));
    n.severity = Severity::Error;
    d.notes.push(n);
    d
}

/// Parses `params` of a struct directive (`name = value, ...`) in any order, with MLIR's
/// messages: `expected a parameter name in struct`, `duplicate or unknown struct parameter
/// name: x`, `struct is missing required parameter: x`. `optional[i]` says whether
/// parameter `names[i]` may be left out; `value(p, i)` parses the value of parameter `i` after
/// the `=` (and reports its own errors). As MLIR's generated struct parser: with no optional
/// parameter, exactly `names.len()` entries are parsed; when all are optional, the struct may be
/// empty; otherwise at least one entry is read (a missing key is `expected valid keyword` +
/// `expected a parameter name in struct`), then more after each `,`.
pub fn parse_struct(
    p: &mut OpAsmParser<'_, '_>,
    names: &[&str],
    optional: &[bool],
    value: &mut dyn FnMut(&mut OpAsmParser<'_, '_>, usize) -> PResult<()>,
) -> PResult<()> {
    let mut seen = vec![false; names.len()];
    let mut entry = |p: &mut OpAsmParser<'_, '_>, key: &str| -> PResult<()> {
        p.parse_equal()?;
        match names.iter().position(|n| *n == key) {
            Some(i) if !seen[i] => {
                seen[i] = true;
                value(p, i)
            }
            _ => Err(p.emit_error_here(&format!(
                "duplicate or unknown struct parameter name: {key}"
            ))),
        }
    };
    let key = |p: &mut OpAsmParser<'_, '_>| -> PResult<String> {
        match p.parse_any_keyword() {
            Ok(k) => Ok(k.to_string()),
            Err(mut d) => {
                let mut n = p.emit_error_here("expected a parameter name in struct");
                n.severity = Severity::Error;
                d.notes.push(n);
                Err(d)
            }
        }
    };
    let n_optional = optional.iter().filter(|o| **o).count();
    if n_optional == names.len() && n_optional > 0 {
        // the whole struct may be empty
        if let Some(k) = p.parse_optional_any_keyword() {
            entry(p, k)?;
            while p.parse_optional_comma() {
                let k = key(p)?;
                entry(p, &k)?;
            }
        }
    } else if n_optional > 0 {
        // at least one entry (a required parameter is there), then more after commas
        loop {
            let k = key(p)?;
            entry(p, &k)?;
            if !p.parse_optional_comma() {
                break;
            }
        }
        let loc = p.current_location();
        for (i, n) in names.iter().enumerate() {
            if !seen[i] && !optional.get(i).copied().unwrap_or(false) {
                return Err(
                    p.emit_error(loc, &format!("struct is missing required parameter: {n}"))
                );
            }
        }
    } else {
        for i in 0..names.len() {
            let k = key(p)?;
            entry(p, &k)?;
            if i + 1 != names.len() {
                p.parse_comma()?;
            }
        }
    }
    Ok(())
}

/// Parses a parameter holding a type of definition `def` (MLIR's `FieldParser` of a type
/// class, `parseCustomTypeWithFallback`): the stripped body (`<...>` after an implied
/// `!dialect.mnemonic`) or any full type (`!dialect.mnemonic<...>`, an alias), which must then
/// be of `def` (`invalid kind of type specified: expected dialect.mnemonic, but found '!t'`).
/// Used for plain and `qualified(...)` parameters alike.
pub fn parse_def_type(p: &mut OpAsmParser<'_, '_>, def: &TypeDefinition) -> PResult<Type> {
    let loc = p.current_location();
    let t = p.parse_custom_type_with_fallback(def)?;
    let ctx = p.ctx();
    let of_def = matches!(ctx.type_kind(t), crate::ir::types::TypeKind::Dialect { params, .. }
        if params.storage_type() == (def.storage)());
    if of_def {
        return Ok(t);
    }
    let found = crate::ods::verify::quoted_type(ctx, t);
    Err(p.emit_error(
        loc,
        &format!(
            "invalid kind of type specified: expected {}.{}, but found {found}",
            def.dialect, def.mnemonic
        ),
    ))
}

/// Parses a parameter holding an attribute of definition `def` (MLIR's `FieldParser` of an
/// attribute class, `parseCustomAttributeWithFallback`): the stripped body or any full
/// attribute, which must then be of `def` (`invalid kind of attribute specified`).
pub fn parse_def_attr(p: &mut OpAsmParser<'_, '_>, def: &AttrDefinition) -> PResult<Attribute> {
    let loc = p.current_location();
    let a = p.parse_custom_attr_with_fallback(def, None)?;
    let of_def = matches!(p.ctx().attr_kind(a), crate::ir::attributes::AttrKind::Dialect { params, .. }
        if params.storage_type() == (def.storage)());
    if of_def {
        return Ok(a);
    }
    Err(p.emit_error(loc, "invalid kind of attribute specified"))
}

/// The error of a verifier hook at `loc` (what `get_checked` returns).
pub fn verify_error(loc: Location, message: String) -> Diagnostic {
    Diagnostic::error(DiagLoc::Loc(loc), message)
}

/// The error of a verifier hook while parsing, at source offset `at` (the token after the
/// mnemonic, MLIR's `getChecked` with the parser's location).
pub fn parse_verify_error(p: &OpAsmParser<'_, '_>, at: u32, message: &str) -> Diagnostic {
    p.emit_error(at, message)
}

/// Parses an enum parameter written as its keyword or as a string (MLIR's generated
/// `FieldParser` of an enum: `expected valid keyword or string`, then `expected <Enum> to be one
/// of: a, b`).
pub fn parse_enum<E: std::str::FromStr>(
    p: &mut OpAsmParser<'_, '_>,
    info: &crate::ods::enums::EnumInfo,
) -> PResult<E> {
    let loc = p.current_location();
    // MLIR's `FieldParser` of an enum: a keyword or a string
    let kw = p.parse_keyword_or_string()?;
    let kw = String::from_utf8_lossy(&kw);
    E::from_str(&kw).map_err(|_| p.emit_error(loc, &info.expected_one_of()))
}

/// The parameters `T` of a dialect type handle (`params()` of generated handles). A handle is
/// only made by its definition's `get`/`from_type`, so the parameters are there unless the
/// handle is used with another context, which is a programming error.
#[track_caller]
pub fn type_params<T: 'static>(ctx: &crate::Context, ty: Type) -> &T {
    match ctx.type_params::<T>(ty) {
        Some(p) => p,
        None => panic!("a dialect type handle was used with a context that did not create it"),
    }
}

/// The parameters `T` of a dialect attribute handle (see [`type_params`]).
#[track_caller]
pub fn attr_params<T: 'static>(ctx: &crate::Context, attr: Attribute) -> &T {
    match ctx.attr_params::<T>(attr) {
        Some(p) => p,
        None => panic!("a dialect attribute handle was used with a context that did not create it"),
    }
}

/// Declares the handle of a generated dialect type or attribute: a `#[repr(transparent)]`
/// `Copy` struct over [`Type`] or [`Attribute`], with `__ods_from_ref` (a reference cast used
/// by interface models). Used by generated code as
/// `::ods_runtime::__ods_def_handle!(#[doc = "..."] pub struct ShapeType(::ods_runtime::Type));`.
#[macro_export]
#[doc(hidden)]
macro_rules! __ods_def_handle {
    ($(#[$m:meta])* $vis:vis struct $ty:ident($inner:ty);) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        #[repr(transparent)]
        $vis struct $ty($inner);
        impl $ty {
            /// `inner` as `Self`, unchecked (for typed getters of verified ops).
            #[doc(hidden)]
            pub fn __ods_unchecked(v: $inner) -> Self {
                Self(v)
            }
            /// `&inner` as `&Self`, unchecked (for interface casts).
            #[doc(hidden)]
            pub fn __ods_from_ref(v: &$inner) -> &Self {
                // SAFETY: `Self` is `#[repr(transparent)]` over the inner type.
                unsafe { &*(v as *const $inner as *const Self) }
            }
        }
    };
}
