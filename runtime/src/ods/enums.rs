//! Enum attribute support for generated enums: a static description of each enum
//! ([`EnumInfo`]), MLIR's keyword printing and parsing of integer and bit enums, and conversion
//! to and from attributes: integer attributes (`2 : i64`), or dialect attributes
//! `#dialect.mnemonic<...>` (MLIR's `EnumAttr`).
//!
//! A dialect-form enum attribute is a real attribute definition
//! ([`AttrDefinition`]): an [`AttrKind::Dialect`] whose parameter storage is the generated
//! enum value itself (see [`EnumAttrStorage`]), so getters read the value back without
//! parsing. Its registered parse and print functions are generated one-liners calling
//! [`parse_attr`] and [`print_attr`], which validate and normalize
//! `#test.fastmath<ninf, nnan>` to `#test.fastmath<nnan,ninf>` with MLIR's messages.
//!
//! Generated enum code is small: it declares one `const` [`EnumInfo`] and calls these
//! non-generic helpers with it.

use std::fmt;

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::Context;
use crate::ir::defs::DefParams;
use crate::ir::registry::{AttrDefinition, DialectAsmParser, DialectAsmPrinter};
use crate::ir::types::{Signedness, TypeKind};
use crate::numerics::apint::APInt;
use crate::text::parser::PResult;

/// One case of an enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumCaseInfo {
    /// keyword in IR (`slt`, `nnan`)
    pub keyword: &'static str,
    /// value (bit enums: the mask; a group's mask is the union of its bits)
    pub value: u64,
    /// bit enums: a group of other cases (`fast`)
    pub is_group: bool,
}

/// How an enum attribute appears in IR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnumAttrKind {
    /// an integer attribute of the storage width (`2 : i64`)
    Integer,
    /// a dialect attribute `#dialect.mnemonic<keywords>`, or with `bare`
    /// `#dialect<mnemonic keyword>`
    Dialect {
        /// dialect namespace (`arith`)
        dialect: &'static str,
        /// attribute mnemonic (`fastmath`)
        mnemonic: &'static str,
        /// MLIR's default `EnumAttr` assembly format `$value`: the keyword follows the
        /// mnemonic after a space, without angle brackets (`#index<cmp_predicate slt>`,
        /// printed ` slt` in a declarative op format); `false`: the format
        /// `` `<` $value `>` `` (`#arith.fastmath<fast>`, printed `<fast>`)
        bare: bool,
        /// the attribute definition and its parameter storage
        storage: EnumAttrStorage,
    },
}

/// The attribute definition of a dialect-form enum and how the shared helpers reach its
/// stored value: the parameter storage of the attribute is the generated enum type itself
/// (one Rust type per enum, which the registry maps to the definition), and these two
/// generated functions convert between it and the raw value the helpers work with.
#[derive(Clone, Copy)]
pub struct EnumAttrStorage {
    /// the definition the generated `register` registers (the enum's `ATTR_DEFINITION`)
    pub def: AttrDefinition,
    /// the storage of a valid raw value (the enum value, boxed)
    pub pack: fn(u64) -> DefParams,
    /// the raw value stored in an attribute of this definition (`None` for any other
    /// attribute)
    pub unpack: fn(&Context, Attribute) -> Option<u64>,
}

impl PartialEq for EnumAttrStorage {
    fn eq(&self, other: &Self) -> bool {
        (self.def.storage)() == (other.def.storage)()
    }
}

impl Eq for EnumAttrStorage {}

impl fmt::Debug for EnumAttrStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EnumAttrStorage")
            .field("dialect", &self.def.dialect)
            .field("mnemonic", &self.def.mnemonic)
            .finish_non_exhaustive()
    }
}

/// Static description of a generated enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EnumInfo {
    /// the Rust type name, used in messages (`expected FastMath to be one of: ...`)
    pub name: &'static str,
    /// the enum's name in messages (`::mlir::arith::FastMathFlags` with a `cpp_namespace`,
    /// else [`EnumInfo::name`])
    pub message_name: &'static str,
    /// the attribute's name in messages: its constraint's name (`Arith_FastMathAttr`)
    pub attr_message_name: &'static str,
    /// cases in declaration order
    pub cases: &'static [EnumCaseInfo],
    /// bit enum (`true`) or integer enum
    pub bit: bool,
    /// storage width in bits (8, 16, 32 or 64)
    pub width: u32,
    /// bit enums: separator of the string form (`,`, `, `, `|`)
    pub separator: &'static str,
    /// bit enums: print a group keyword instead of its bits when all are set (groups first)
    pub primary_group: bool,
    /// MLIR's newer enum parser (`I32BitEnum`): `Some(summary)` makes keyword errors name each
    /// keyword: `expected keyword for <summary>`, `expected one of [a, b] for <summary>, got: c`
    pub keyword_errors: Option<&'static str>,
    /// the attribute form
    pub attr: EnumAttrKind,
}

impl EnumInfo {
    /// Union of every case's bits.
    pub fn all_bits(&self) -> u64 {
        self.cases.iter().fold(0, |a, c| a | c.value)
    }
    /// The case with keyword `kw`.
    pub fn case_by_keyword(&self, kw: &str) -> Option<&'static EnumCaseInfo> {
        self.cases.iter().find(|c| c.keyword == kw)
    }
    /// The attribute type name used in messages (`FastMathAttr`).
    pub fn attr_name(&self) -> String {
        self.attr_message_name.to_string()
    }
    /// `expected FastMath to be one of: none, nnan, ...`
    pub fn expected_one_of(&self) -> String {
        let list: Vec<&str> = self.cases.iter().map(|c| c.keyword).collect();
        format!(
            "expected {} to be one of: {}",
            self.message_name,
            list.join(", ")
        )
    }
}

/// The error of an enum's `FromStr`: the text is not a keyword (or keyword list) of the enum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownEnumKeyword {
    /// the enum
    pub info: &'static EnumInfo,
    /// the text that did not parse
    pub text: String,
}

impl fmt::Display for UnknownEnumKeyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}, but got '{}'",
            self.info.expected_one_of(),
            self.text
        )
    }
}

impl std::error::Error for UnknownEnumKeyword {}

/// MLIR's `stringify` of a bit enum value: the zero case's keyword for 0 (or the empty string
/// when there is none); otherwise, with `primary_group`, the groups fully contained (their bits
/// then removed), then every case whose bits are all set, in declaration order, joined by the
/// separator.
pub fn bits_to_string(info: &EnumInfo, bits: u64) -> String {
    if bits == 0 {
        return info
            .cases
            .iter()
            .find(|c| c.value == 0)
            .map(|c| c.keyword.to_string())
            .unwrap_or_default();
    }
    let mut val = bits;
    let mut parts: Vec<&str> = Vec::new();
    if info.primary_group {
        for c in info.cases.iter().filter(|c| c.is_group && c.value != 0) {
            if val & c.value == c.value {
                parts.push(c.keyword);
                val &= !c.value;
            }
        }
    }
    for c in info.cases.iter().filter(|c| c.value != 0) {
        if val & c.value == c.value {
            parts.push(c.keyword);
        }
    }
    parts.join(info.separator)
}

/// MLIR's `symbolize` of a bit enum string: the zero case's keyword, or keywords split at the
/// separator (trimmed), each trimmed and any case (groups included).
pub fn bits_from_str(info: &EnumInfo, s: &str) -> Option<u64> {
    if let Some(zero) = info.cases.iter().find(|c| c.value == 0) {
        if s == zero.keyword {
            return Some(0);
        }
    }
    let sep = info.separator.trim();
    let sep = if sep.is_empty() { info.separator } else { sep };
    let mut val = 0;
    for part in s.split(sep) {
        let part = part.trim();
        let c = info
            .cases
            .iter()
            .find(|c| c.value != 0 && c.keyword == part)?;
        val |= c.value;
    }
    Some(val)
}

/// The value of an integer enum's keyword.
pub fn int_from_keyword(info: &EnumInfo, s: &str) -> Option<u64> {
    info.case_by_keyword(s).map(|c| c.value)
}

/// Parses an enum's string form (`slt`; `nnan,ninf` for bit enums), or gives the error of
/// `FromStr`.
pub fn from_str(info: &'static EnumInfo, s: &str) -> Result<u64, UnknownEnumKeyword> {
    let v = if info.bit {
        bits_from_str(info, s)
    } else {
        int_from_keyword(info, s)
    };
    v.ok_or_else(|| UnknownEnumKeyword {
        info,
        text: s.to_string(),
    })
}

/// The string form of an enum value (keyword or keyword list); integer values that are no
/// case print as their number.
pub fn value_to_string(info: &EnumInfo, v: u64) -> String {
    if info.bit {
        return bits_to_string(info, v);
    }
    match info.cases.iter().find(|c| c.value == v) {
        Some(c) => c.keyword.to_string(),
        None => v.to_string(),
    }
}

/// The form a declarative assembly format prints: `fastmath<nnan,ninf>` for a dialect
/// attribute, the bare keyword (`slt`) for an integer enum.
pub fn keyword_form(info: &EnumInfo, v: u64) -> String {
    match info.attr {
        EnumAttrKind::Dialect {
            mnemonic,
            bare: false,
            ..
        } => format!("{mnemonic}<{}>", value_to_string(info, v)),
        EnumAttrKind::Dialect {
            mnemonic,
            bare: true,
            ..
        } => format!("{mnemonic} {}", value_to_string(info, v)),
        EnumAttrKind::Integer => value_to_string(info, v),
    }
}

fn mask(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1u64 << width) - 1)
    }
}

fn storage_type(ctx: &mut Context, info: &EnumInfo) -> crate::ir::types::Type {
    ctx.integer_type(info.width, Signedness::Signless)
}

/// The attribute of enum value `v`: `v : iN` (signless, storage width) for integer-form enums,
/// `#dialect.mnemonic<keywords>` (the dialect attribute storing the value) for dialect-form
/// ones; `v` must be a valid value of the enum.
pub fn to_attr(ctx: &mut Context, info: &EnumInfo, v: u64) -> Attribute {
    // cached per context: interning per parsed op (the default `overflow<none>`,
    // `fastmath<none>`, every predicate) showed in profiles
    let key = (info as *const EnumInfo as usize, v);
    if let Some(&a) = ctx.enum_attrs.get(&key) {
        return a;
    }
    let a = match info.attr {
        EnumAttrKind::Integer => {
            let ty = storage_type(ctx, info);
            ctx.intern_attr(AttrKind::Integer {
                ty,
                value: APInt::from_u64(info.width, mask(v, info.width)),
            })
        }
        EnumAttrKind::Dialect { storage, .. } => {
            let def = ctx.attr_def_id(&storage.def);
            ctx.dialect_attr(def, (storage.pack)(v))
        }
    };
    ctx.enum_attrs.insert(key, a);
    a
}

fn int_attr_bits(ctx: &Context, a: Attribute, width: Option<u32>) -> Option<u64> {
    let AttrKind::Integer { ty, value } = ctx.attr_kind(a) else {
        return None;
    };
    match ctx.type_kind(*ty) {
        TypeKind::Integer {
            width: w,
            signedness,
        } => {
            if let Some(want) = width {
                if *w != want || *signedness != Signedness::Signless {
                    return None;
                }
            }
        }
        _ => return None,
    }
    // sign-extended to 64 bits; callers truncate to the storage width
    let w = value.width().min(64);
    let low = value.low_u64();
    Some(if w >= 64 || w == 0 {
        low
    } else {
        (((low << (64 - w)) as i64) >> (64 - w)) as u64
    })
}

/// The raw value of an enum attribute when it has exactly the enum's form (right integer type,
/// or the enum's dialect attribute, whose stored value is read); the value is not checked
/// against the cases for integer enums (the caller does).
#[inline]
pub fn attr_value(ctx: &Context, info: &EnumInfo, a: Attribute) -> Option<u64> {
    match info.attr {
        EnumAttrKind::Integer => int_attr_bits(ctx, a, Some(info.width)),
        EnumAttrKind::Dialect { storage, .. } => (storage.unpack)(ctx, a),
    }
}

/// Like [`attr_value`] but tolerant: an integer attribute of any integer type is accepted
/// (integer-form enums), and bit enums drop unknown bits.
pub fn attr_value_lossy(ctx: &Context, info: &EnumInfo, a: Attribute) -> Option<u64> {
    let v = match info.attr {
        EnumAttrKind::Integer => int_attr_bits(ctx, a, None)?,
        EnumAttrKind::Dialect { .. } => attr_value(ctx, info, a)?,
    };
    Some(if info.bit { v & info.all_bits() } else { v })
}

/// A tiny scanner over a dialect attribute body, with MLIR's token rules for what enum bodies
/// contain (keywords, strings, punctuation).
struct BodyScanner<'s> {
    s: &'s str,
    pos: usize,
}

impl<'s> BodyScanner<'s> {
    fn skip_ws(&mut self) -> usize {
        let b = self.s.as_bytes();
        while b.get(self.pos).is_some_and(|c| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
        self.pos
    }
    fn eat(&mut self, c: u8) -> bool {
        self.skip_ws();
        if self.s.as_bytes().get(self.pos) == Some(&c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }
    /// A bare keyword (`[A-Za-z_][A-Za-z0-9_$.]*`) or a string literal's contents.
    fn keyword_or_string(&mut self) -> Option<String> {
        self.skip_ws();
        let b = self.s.as_bytes();
        let start = self.pos;
        match b.get(start) {
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {
                let mut i = start + 1;
                while b
                    .get(i)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
                {
                    i += 1;
                }
                self.pos = i;
                Some(self.s.get(start..i)?.to_string())
            }
            Some(b'"') => {
                let mut out = Vec::new();
                let mut i = start + 1;
                loop {
                    match b.get(i) {
                        None | Some(b'\n') => return None,
                        Some(b'"') => break,
                        Some(b'\\') => {
                            match b.get(i + 1) {
                                Some(&c @ (b'"' | b'\\')) => out.push(c),
                                Some(b'n') => out.push(b'\n'),
                                Some(b't') => out.push(b'\t'),
                                _ => return None,
                            }
                            i += 2;
                        }
                        Some(&c) => {
                            out.push(c);
                            i += 1;
                        }
                    }
                }
                self.pos = i + 1;
                Some(String::from_utf8_lossy(&out).into_owned())
            }
            _ => None,
        }
    }
}

/// Why the body of a dialect enum attribute did not parse: one or more errors, each at a byte
/// offset of the body, in emission order (MLIR emits e.g. `expected X to be one of: ...` then
/// `failed to parse XAttr parameter ...`); never empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BodyError {
    /// `(byte offset in the body, message)`
    pub errors: Vec<(usize, String)>,
}

impl BodyError {
    fn new(offset: usize, message: impl Into<String>) -> Self {
        BodyError {
            errors: vec![(offset, message.into())],
        }
    }
    fn and(mut self, offset: usize, message: impl Into<String>) -> Self {
        self.errors.push((offset, message.into()));
        self
    }
}

/// Parses the body of a dialect enum attribute (the text after the mnemonic, `<nnan, ninf>`)
/// the way MLIR's generated attribute parser does: `<`, a keyword or string (bit enums: a list
/// joined by the separator's punctuation, each keyword any case), `>`; for a `bare` dialect
/// attribute (` slt`) only the keyword. Errors are at byte offsets of `body`, with MLIR's
/// messages.
pub fn parse_body(info: &EnumInfo, body: &str) -> Result<u64, BodyError> {
    parse_body_impl(info, body).map_err(|(e, _)| e)
}

/// [`parse_body`], telling apart a missing `<` or `>` (`true`: MLIR's wrong-token error,
/// located at the end of the previous token and, in a custom op, not prefixed with the op).
fn parse_body_impl(info: &EnumInfo, body: &str) -> Result<u64, (BodyError, bool)> {
    let mut sc = BodyScanner { s: body, pos: 0 };
    if matches!(info.attr, EnumAttrKind::Dialect { bare: true, .. }) {
        // `$value`: the keyword alone (MLIR ignores what follows it in the body)
        return parse_keywords(info, &mut sc).map_err(|e| (e, false));
    }
    let at = sc.pos;
    if !sc.eat(b'<') {
        return Err((BodyError::new(at, "expected '<'"), true));
    }
    let v = parse_keywords(info, &mut sc).map_err(|e| (e, false))?;
    // the end of the last keyword (whitespace after it may have been skipped)
    let at = body.get(..sc.pos).map_or(sc.pos, |s| s.trim_end().len());
    if !sc.eat(b'>') {
        return Err((BodyError::new(at, "expected '>'"), true));
    }
    Ok(v)
}

/// MLIR's `failed to parse XAttr parameter 'value' which is to be a `X``.
fn param_error(info: &EnumInfo) -> String {
    format!(
        "failed to parse {} parameter 'value' which is to be a `{}`",
        info.attr_name(),
        info.message_name
    )
}

/// The keyword errors of MLIR's newer enum parser (see [`EnumInfo::keyword_errors`]) or of
/// the classic one: (message at the keyword, whether it is located at the keyword rather
/// than at the first keyword of the list). `kw` is `None` when no keyword was found.
fn keyword_error(info: &EnumInfo, kw: Option<&str>) -> (String, bool) {
    match (kw, info.keyword_errors) {
        (None, Some(summary)) => (format!("expected keyword for {summary}"), true),
        (None, None) => ("expected valid keyword or string".to_string(), true),
        (Some(kw), Some(summary)) => {
            let list: Vec<&str> = info.cases.iter().map(|c| c.keyword).collect();
            (
                format!(
                    "expected one of [{}] for {summary}, got: {kw}",
                    list.join(", ")
                ),
                true,
            )
        }
        (Some(_), None) => (info.expected_one_of(), false),
    }
}

fn parse_keywords(info: &EnumInfo, sc: &mut BodyScanner<'_>) -> Result<u64, BodyError> {
    let first = sc.skip_ws();
    let sep = info.separator.trim().as_bytes().first().copied();
    let mut val = 0;
    loop {
        let here = sc.skip_ws();
        let Some(kw) = sc.keyword_or_string() else {
            let (msg, _) = keyword_error(info, None);
            return Err(BodyError::new(here, msg).and(here, param_error(info)));
        };
        let v = if info.bit {
            bits_from_str(info, &kw)
        } else {
            int_from_keyword(info, &kw)
        };
        let Some(v) = v else {
            let after = sc.skip_ws();
            let (msg, at_keyword) = keyword_error(info, Some(&kw));
            let at = if at_keyword { here } else { first };
            return Err(BodyError::new(at, msg).and(after, param_error(info)));
        };
        val |= v;
        if !info.bit {
            return Ok(val);
        }
        match sep {
            Some(c) if sc.eat(c) => continue,
            _ => return Ok(val),
        }
    }
}

/// The registered parse function of a dialect enum attribute (what its generated
/// `AttrDefinition::parse` calls): parses the body after the mnemonic (`<nnan, ninf>`, or
/// ` slt` for a `bare` one) with MLIR's messages and returns the attribute storing the value.
pub fn parse_attr(p: &mut DialectAsmParser<'_, '_>, info: &EnumInfo) -> PResult<Attribute> {
    let v = parse_stripped(p, info)?;
    Ok(to_attr(p.ctx(), info, v))
}

/// The registered print function of a dialect enum attribute: the body after the mnemonic,
/// `<nnan,ninf>` (or ` slt` for a `bare` one). Also MLIR's stripped form in a declarative op
/// format.
pub fn print_attr(p: &mut DialectAsmPrinter<'_, '_>, info: &EnumInfo, a: Attribute) {
    if let Some(v) = attr_value(p.ctx(), info, a) {
        write_format_form(p, info, v);
    }
}

/// Writes [`print_format_form`] without the mnemonic, piece by piece.
fn write_format_form(p: &mut DialectAsmPrinter<'_, '_>, info: &EnumInfo, v: u64) {
    let bare = matches!(info.attr, EnumAttrKind::Dialect { bare: true, .. });
    p.write(if bare { " " } else { "<" });
    if info.bit {
        if v == 0 {
            if let Some(c) = info.cases.iter().find(|c| c.value == 0) {
                p.write(c.keyword);
            }
        } else {
            let mut val = v;
            let mut first = true;
            let mut put = |p: &mut DialectAsmPrinter<'_, '_>, kw: &str| {
                if !first {
                    p.write(info.separator);
                }
                first = false;
                p.write(kw);
            };
            if info.primary_group {
                for c in info.cases.iter().filter(|c| c.is_group && c.value != 0) {
                    if val & c.value == c.value {
                        put(p, c.keyword);
                        val &= !c.value;
                    }
                }
            }
            for c in info.cases.iter().filter(|c| c.value != 0) {
                if val & c.value == c.value {
                    put(p, c.keyword);
                }
            }
        }
    } else {
        match info.cases.iter().find(|c| c.value == v) {
            Some(c) => p.write(c.keyword),
            None => p.write(&v.to_string()),
        }
    }
    if !bare {
        p.write(">");
    }
}

/// The text a declarative assembly format prints for enum value `v`: the bare keyword (list)
/// for integer-form enums; for dialect-form ones the stripped body `<nnan,ninf>`, preceded by
/// the mnemonic when `with_mnemonic` (`fastmath<nnan,ninf>`); for `bare` dialect-form ones
/// the keyword after a space (` slt`, MLIR's attribute printer writes the space), preceded
/// by the mnemonic when `with_mnemonic` (`cmp_predicate slt`).
pub fn print_format_form(info: &EnumInfo, v: u64, with_mnemonic: bool) -> String {
    match info.attr {
        EnumAttrKind::Dialect { mnemonic, bare, .. } => {
            let body = if bare {
                format!(" {}", value_to_string(info, v))
            } else {
                format!("<{}>", value_to_string(info, v))
            };
            if with_mnemonic {
                format!("{mnemonic}{body}")
            } else {
                body
            }
        }
        EnumAttrKind::Integer => value_to_string(info, v),
    }
}

/// Parses the declarative-format form of an enum attribute at the current token of a custom
/// op parser (see [`print_format_form`]) and returns the enum value, with MLIR's custom-op
/// errors: `custom op 'test.cmp' expected string or keyword containing one of the following
/// enum values for attribute 'predicate' [eq, slt]` for integer-form enums, the
/// [`parse_body`] errors (prefixed) for dialect-form ones.
pub fn parse_format_form(
    p: &mut crate::text::parser::OpAsmParser<'_, '_>,
    info: &EnumInfo,
    attr_name: &str,
    with_mnemonic: bool,
) -> PResult<u64> {
    use crate::text::lexer::TokenKind;
    match info.attr {
        EnumAttrKind::Integer => {
            let text = keyword_or_string_token(p);
            let v = text.as_deref().and_then(|t| {
                if info.bit {
                    bits_from_str(info, t)
                } else {
                    int_from_keyword(info, t)
                }
            });
            match v {
                Some(v) => {
                    p.p.bump();
                    Ok(v)
                }
                // a string that names no case (MLIR: `invalid <attr> attribute specification`)
                None if p.p.tok.kind == TokenKind::String => {
                    let text = text.unwrap_or_default();
                    Err(p.emit_error_here(&format!(
                        "invalid {attr_name} attribute specification: \"{text}\""
                    )))
                }
                None => {
                    let list: Vec<&str> = info.cases.iter().map(|c| c.keyword).collect();
                    Err(p.emit_error_here(&format!(
                        "expected string or keyword containing one of the following enum values for attribute '{attr_name}' [{}]",
                        list.join(", ")
                    )))
                }
            }
        }
        // MLIR's `parseCustomAttributeWithFallback`: a full attribute in place of the body
        EnumAttrKind::Dialect { .. } if p.p.tok.kind == TokenKind::HashIdent => {
            let start = p.p.tok.start;
            let a = p.parse_attribute()?;
            match attr_value(p.ctx(), info, a) {
                Some(v) => Ok(v),
                None => Err(p.emit_error(start, "invalid kind of attribute specified")),
            }
        }
        EnumAttrKind::Dialect { mnemonic, .. } => {
            if with_mnemonic && !p.p.consume_keyword(mnemonic) {
                return Err(p.emit_error_here(&format!("expected '{mnemonic}'")));
            }
            parse_stripped(p, info)
        }
    }
}

/// The current token's keyword or string contents, without consuming it.
fn keyword_or_string_token(p: &crate::text::parser::OpAsmParser<'_, '_>) -> Option<String> {
    use crate::text::lexer::TokenKind;
    match p.p.tok.kind {
        TokenKind::BareIdent => Some(String::from_utf8_lossy(p.p.spelling()).into_owned()),
        TokenKind::String => Some(
            String::from_utf8_lossy(&crate::text::lexer::unescape_string(p.p.spelling()))
                .into_owned(),
        ),
        _ => None,
    }
}

/// The body of a dialect enum attribute after its mnemonic, at the current token of `p` (an
/// attribute parser, or a custom op's parser whose errors then carry the op's prefix).
fn parse_stripped(
    p: &mut crate::text::parser::OpAsmParser<'_, '_>,
    info: &EnumInfo,
) -> PResult<u64> {
    use crate::text::lexer::TokenKind;
    let two_errors =
        |p: &crate::text::parser::OpAsmParser<'_, '_>, at: u32, msg: &str, then: u32| {
            let mut d = p.emit_error(at, msg);
            let mut n = p.emit_error(then, &param_error(info));
            n.severity = crate::ir::diagnostics::Severity::Error;
            d.notes.push(n);
            d
        };
    if matches!(info.attr, EnumAttrKind::Dialect { bare: true, .. }) {
        // `$value`: the keyword (list) alone
        let first = p.p.tok.start;
        let sep = info.separator.trim().as_bytes().first().copied();
        let mut val = 0;
        loop {
            let here = p.p.tok.start;
            let Some(text) = keyword_or_string_token(p) else {
                let (msg, _) = keyword_error(info, None);
                return Err(two_errors(p, here, &msg, here));
            };
            p.p.bump();
            let v = if info.bit {
                bits_from_str(info, &text)
            } else {
                int_from_keyword(info, &text)
            };
            let Some(v) = v else {
                let (msg, at_keyword) = keyword_error(info, Some(&text));
                let at = if at_keyword { here } else { first };
                return Err(two_errors(p, at, &msg, p.p.tok.start));
            };
            val |= v;
            if !info.bit {
                return Ok(val);
            }
            match sep {
                Some(c) if p.p.spelling() == [c] => p.p.bump(),
                _ => return Ok(val),
            }
        }
    }
    if !p.p.at(TokenKind::Less) {
        return Err(p.p.wrong_token_error("expected '<'"));
    }
    let start = p.p.tok.start;
    let body = String::from_utf8_lossy(p.p.scan_dialect_body()?).into_owned();
    parse_body_impl(info, &body).map_err(|(e, token_error)| {
        let mut errors = e.errors.iter();
        let (off, msg) = errors.next().cloned().unwrap_or_default();
        if token_error {
            return p.p.error_at(start + off as u32, &msg);
        }
        let mut d = p.emit_error(start + off as u32, &msg);
        for (off, msg) in errors {
            let mut n = p.emit_error(start + *off as u32, msg);
            n.severity = crate::ir::diagnostics::Severity::Error;
            d.notes.push(n);
        }
        d
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A distinct storage type per test enum (generated enums store themselves), with its
    /// attribute definition and storage conversions.
    macro_rules! test_storage {
        ($storage:ident, $info:ident, $dialect:literal, $mnemonic:literal) => {
            #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
            struct $storage(u64);
            impl $storage {
                const STORAGE: EnumAttrStorage = EnumAttrStorage {
                    def: AttrDefinition {
                        dialect: $dialect,
                        mnemonic: $mnemonic,
                        storage: std::any::TypeId::of::<$storage>,
                        parse: |p, _| parse_attr(p, &$info),
                        print: |p, a| print_attr(p, &$info, a),
                        ty: None,
                    },
                    pack: |v| DefParams::new($storage(v)),
                    unpack: |ctx, a| ctx.attr_params::<$storage>(a).map(|v| v.0),
                };
            }
        };
    }
    test_storage!(FmStorage, FM, "test", "fastmath");
    test_storage!(OvStorage, OV, "test", "overflow");
    test_storage!(BareStorage, BARE, "test", "pred");

    const FM_CASES: &[EnumCaseInfo] = &[
        EnumCaseInfo {
            keyword: "none",
            value: 0,
            is_group: false,
        },
        EnumCaseInfo {
            keyword: "nnan",
            value: 1,
            is_group: false,
        },
        EnumCaseInfo {
            keyword: "ninf",
            value: 2,
            is_group: false,
        },
        EnumCaseInfo {
            keyword: "nsz",
            value: 4,
            is_group: false,
        },
        EnumCaseInfo {
            keyword: "fast",
            value: 7,
            is_group: true,
        },
    ];
    static FM: EnumInfo = EnumInfo {
        name: "FastMath",
        message_name: "FastMath",
        attr_message_name: "FastMathAttr",
        cases: FM_CASES,
        bit: true,
        width: 32,
        separator: ",",
        primary_group: true,
        keyword_errors: None,
        attr: EnumAttrKind::Dialect {
            dialect: "test",
            mnemonic: "fastmath",
            bare: false,
            storage: FmStorage::STORAGE,
        },
    };
    static OV: EnumInfo = EnumInfo {
        name: "Overflow",
        message_name: "Overflow",
        attr_message_name: "OverflowAttr",
        cases: &[
            EnumCaseInfo {
                keyword: "none",
                value: 0,
                is_group: false,
            },
            EnumCaseInfo {
                keyword: "nsw",
                value: 1,
                is_group: false,
            },
            EnumCaseInfo {
                keyword: "nuw",
                value: 2,
                is_group: false,
            },
        ],
        bit: true,
        width: 32,
        separator: ", ",
        primary_group: false,
        keyword_errors: None,
        attr: EnumAttrKind::Dialect {
            dialect: "test",
            mnemonic: "overflow",
            bare: false,
            storage: OvStorage::STORAGE,
        },
    };
    static GROUPED: EnumInfo = EnumInfo {
        name: "E",
        message_name: "E",
        attr_message_name: "EAttr",
        cases: &[
            EnumCaseInfo {
                keyword: "a",
                value: 1,
                is_group: false,
            },
            EnumCaseInfo {
                keyword: "b",
                value: 2,
                is_group: false,
            },
            EnumCaseInfo {
                keyword: "ab",
                value: 3,
                is_group: true,
            },
        ],
        bit: true,
        width: 8,
        separator: " | ",
        primary_group: false,
        keyword_errors: None,
        attr: EnumAttrKind::Integer,
    };
    static PRED: EnumInfo = EnumInfo {
        name: "CmpPredicate",
        message_name: "CmpPredicate",
        attr_message_name: "CmpPredicateAttr",
        cases: &[
            EnumCaseInfo {
                keyword: "eq",
                value: 0,
                is_group: false,
            },
            EnumCaseInfo {
                keyword: "slt",
                value: 2,
                is_group: false,
            },
        ],
        bit: false,
        width: 64,
        separator: "",
        primary_group: false,
        keyword_errors: None,
        attr: EnumAttrKind::Integer,
    };

    #[test]
    fn bit_strings_follow_mlir() {
        assert_eq!(bits_to_string(&FM, 0), "none");
        assert_eq!(bits_to_string(&FM, 3), "nnan,ninf");
        assert_eq!(bits_to_string(&FM, 7), "fast");
        assert_eq!(bits_to_string(&OV, 3), "nsw, nuw");
        assert_eq!(bits_to_string(&GROUPED, 3), "a | b | ab");
        assert_eq!(bits_to_string(&GROUPED, 0), "");
        assert_eq!(bits_from_str(&FM, "ninf, nnan"), Some(3));
        assert_eq!(bits_from_str(&FM, "fast"), Some(7));
        assert_eq!(bits_from_str(&FM, "none"), Some(0));
        assert_eq!(bits_from_str(&FM, "nnan,none"), None);
        assert_eq!(bits_from_str(&GROUPED, "a|b"), Some(3));
        assert_eq!(bits_from_str(&FM, "bogus"), None);
    }

    #[test]
    fn bodies_parse_like_mlir() {
        assert_eq!(parse_body(&FM, "<ninf, nnan>"), Ok(3));
        assert_eq!(parse_body(&FM, "<nnan,none>"), Ok(1));
        assert_eq!(parse_body(&FM, "<\"nnan\">"), Ok(1));
        assert_eq!(parse_body(&FM, "<fast,nnan>"), Ok(7));
        assert_eq!(parse_body(&OV, "<nsw,nuw>"), Ok(3));
        let e = parse_body(&FM, "<nnan,bogus>").unwrap_err();
        assert_eq!(
            e.errors,
            vec![
                (
                    1,
                    "expected FastMath to be one of: none, nnan, ninf, nsz, fast".to_string()
                ),
                (
                    11,
                    "failed to parse FastMathAttr parameter 'value' which is to be a `FastMath`"
                        .to_string()
                )
            ]
        );
        let e = parse_body(&FM, "<>").unwrap_err();
        assert_eq!(
            e.errors[0],
            (1, "expected valid keyword or string".to_string())
        );
        assert_eq!(e.errors[1].0, 1);
        let e = parse_body(&FM, "<nnan|ninf>").unwrap_err();
        assert_eq!(e.errors, vec![(5, "expected '>'".to_string())]);
        let e = parse_body(&FM, "").unwrap_err();
        assert_eq!(e.errors, vec![(0, "expected '<'".to_string())]);
        let e = parse_body(&FM, "<\"nnan ninf\">").unwrap_err();
        assert_eq!(e.errors[0].0, 1);
        assert_eq!(e.errors[1].0, 12);
    }

    #[test]
    fn attributes_round_trip() {
        let mut ctx = Context::new();
        let a = to_attr(&mut ctx, &PRED, 2);
        assert!(matches!(ctx.attr_kind(a), AttrKind::Integer { .. }));
        assert_eq!(attr_value(&ctx, &PRED, a), Some(2));
        static PRED32: EnumInfo = EnumInfo { width: 32, ..PRED };
        let i32_attr = to_attr(&mut ctx, &PRED32, 2);
        assert_eq!(attr_value(&ctx, &PRED, i32_attr), None);
        assert_eq!(attr_value_lossy(&ctx, &PRED, i32_attr), Some(2));
        let f = to_attr(&mut ctx, &FM, 3);
        assert_eq!(ctx.attr_params::<FmStorage>(f), Some(&FmStorage(3)));
        assert_eq!(
            ctx.attr_def_of(f),
            ctx.registry
                .attr_def_of_storage(std::any::TypeId::of::<FmStorage>())
        );
        assert_eq!(attr_value(&ctx, &FM, f), Some(3));
        assert_eq!(attr_value(&ctx, &OV, f), None);
        assert_eq!(attr_value(&ctx, &FM, a), None);
        assert_eq!(keyword_form(&FM, 7), "fastmath<fast>");
        assert_eq!(keyword_form(&PRED, 2), "slt");
        assert_eq!(
            from_str(&PRED, "bogus").unwrap_err().to_string(),
            "expected CmpPredicate to be one of: eq, slt, but got 'bogus'"
        );
    }

    fn setup(ctx: &mut Context) {
        ctx.register_attr_def(FmStorage::STORAGE.def);
        // like MLIR's test dialect, which allows unknown operations (`"test.x"()` below)
        ctx.allow_unknown_ops("test");
    }

    fn run(src: &str) -> (String, String) {
        let opts = crate::tool::driver::Options::parse(
            [
                "--allow-unregistered-dialect",
                "--mlir-print-op-generic",
                "-",
            ]
            .map(String::from),
        )
        .unwrap();
        let o = crate::tool::driver::run(&opts, src.as_bytes(), setup);
        (
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    }

    #[test]
    fn registered_definition_normalizes_dialect_attributes() {
        let (out, err) = run("\"test.x\"() {a = #test.fastmath<ninf, nnan>, b = #test<fastmath<nsz,nnan,ninf>>, c = #other.thing<x y>} : () -> ()\n");
        assert_eq!(err, "");
        assert_eq!(
            out,
            "\"builtin.module\"() ({\n  \"test.x\"() {a = #test.fastmath<nnan,ninf>, b = #test.fastmath<fast>, c = #other.thing<x y>} : () -> ()\n}) : () -> ()\n\n"
        );
        // a dialect that parses attributes rejects other mnemonics, as mlir-opt does
        let (_, err) = run("\"test.x\"() {c = #test.other<x y>} : () -> ()\n");
        assert!(
            err.starts_with("<stdin>:1:23: error: unknown attribute `other` in dialect `test`\n"),
            "{err}"
        );
    }

    #[test]
    fn registered_definition_reports_mlir_errors() {
        let (_, err) = run("\"test.x\"() {a = #test.fastmath<nnan,bogus>} : () -> ()\n");
        assert_eq!(
            err,
            "<stdin>:1:32: error: expected FastMath to be one of: none, nnan, ninf, nsz, fast\n\
             \"test.x\"() {a = #test.fastmath<nnan,bogus>} : () -> ()\n\
             \x20                              ^\n\
             <stdin>:1:42: error: failed to parse FastMathAttr parameter 'value' which is to be a `FastMath`\n\
             \"test.x\"() {a = #test.fastmath<nnan,bogus>} : () -> ()\n\
             \x20                                        ^\n"
        );
        let (_, err) = run("\"test.x\"() {a = #test.fastmath} : () -> ()\n");
        assert!(
            err.starts_with("<stdin>:1:31: error: expected '<'\n"),
            "{err}"
        );
        let (_, err) = run("\"test.x\"() {a = #test.fastmath<nnan|ninf>} : () -> ()\n");
        assert!(
            err.starts_with("<stdin>:1:36: error: expected '>'\n"),
            "{err}"
        );
    }

    fn parse_cmp(
        p: &mut crate::text::parser::OpAsmParser<'_, '_>,
        state: &mut crate::ir::OperationState,
    ) -> Result<(), crate::Diagnostic> {
        let v = parse_format_form(p, &PRED, "predicate", false)?;
        let a = to_attr(p.p.ctx, &PRED, v);
        let name = p.p.ctx.symbol("predicate");
        state.attrs = p.p.ctx.dictionary_attr(vec![(name, a)]);
        Ok(())
    }

    fn parse_fm(
        p: &mut crate::text::parser::OpAsmParser<'_, '_>,
        state: &mut crate::ir::OperationState,
    ) -> Result<(), crate::Diagnostic> {
        let v = parse_format_form(p, &FM, "fastmath", true)?;
        let a = to_attr(p.p.ctx, &FM, v);
        let name = p.p.ctx.symbol("fastmath");
        state.attrs = p.p.ctx.dictionary_attr(vec![(name, a)]);
        Ok(())
    }

    fn setup_ops(ctx: &mut Context) {
        let mut cmp = crate::ir::registry::OpDefinition::new("test.cmp");
        cmp.parse = Some(parse_cmp);
        ctx.register_op(cmp);
        let mut fm = crate::ir::registry::OpDefinition::new("test.fm");
        fm.parse = Some(parse_fm);
        ctx.register_op(fm);
    }

    /// `src` through the driver in generic form, with `setup`'s ops: (stdout, stderr).
    fn run_generic(src: &str, setup: fn(&mut Context)) -> (String, String) {
        let opts =
            crate::tool::driver::Options::parse(["--mlir-print-op-generic", "-"].map(String::from))
                .unwrap();
        let o = crate::tool::driver::run(&opts, src.as_bytes(), setup);
        (
            String::from_utf8_lossy(&o.stdout).into_owned(),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    }

    fn run_ops(src: &str) -> (String, String) {
        run_generic(src, setup_ops)
    }

    #[test]
    fn format_forms_parse_and_print() {
        let (out, err) = run_ops("test.cmp slt\ntest.cmp \"eq\"\ntest.fm fastmath<ninf, nnan>\n");
        assert_eq!(err, "");
        assert_eq!(
            out,
            "\"builtin.module\"() ({\n  \"test.cmp\"() {predicate = 2 : i64} : () -> ()\n  \"test.cmp\"() {predicate = 0 : i64} : () -> ()\n  \"test.fm\"() {fastmath = #test.fastmath<nnan,ninf>} : () -> ()\n}) : () -> ()\n\n"
        );
        let (_, err) = run_ops("test.cmp bogus\n");
        assert_eq!(
            err,
            "<stdin>:1:10: error: custom op 'test.cmp' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, slt]\ntest.cmp bogus\n         ^\n"
        );
        let (_, err) = run_ops("test.fm fastmath<bogus>\n");
        assert_eq!(
            err,
            "<stdin>:1:18: error: custom op 'test.fm' expected FastMath to be one of: none, nnan, ninf, nsz, fast\ntest.fm fastmath<bogus>\n                 ^\n<stdin>:1:23: error: custom op 'test.fm' failed to parse FastMathAttr parameter 'value' which is to be a `FastMath`\ntest.fm fastmath<bogus>\n                      ^\n"
        );
        assert_eq!(print_format_form(&FM, 3, true), "fastmath<nnan,ninf>");
        assert_eq!(print_format_form(&FM, 3, false), "<nnan,ninf>");
        assert_eq!(print_format_form(&PRED, 2, false), "slt");
    }

    static BARE: EnumInfo = EnumInfo {
        name: "CmpPredicate",
        message_name: "::t::CmpPredicate",
        attr_message_name: "CmpPredicateAttr",
        cases: PRED.cases,
        bit: false,
        width: 32,
        separator: "",
        primary_group: false,
        keyword_errors: None,
        attr: EnumAttrKind::Dialect {
            dialect: "test",
            mnemonic: "pred",
            bare: true,
            storage: BareStorage::STORAGE,
        },
    };

    fn parse_bare(
        p: &mut crate::text::parser::OpAsmParser<'_, '_>,
        state: &mut crate::ir::OperationState,
    ) -> Result<(), crate::Diagnostic> {
        let v = parse_format_form(p, &BARE, "pred", false)?;
        let a = to_attr(p.p.ctx, &BARE, v);
        let name = p.p.ctx.symbol("pred");
        state.attrs = p.p.ctx.dictionary_attr(vec![(name, a)]);
        Ok(())
    }

    fn run_bare(src: &str) -> (String, String) {
        run_generic(src, |ctx| {
            let mut op = crate::ir::registry::OpDefinition::new("test.bcmp");
            op.parse = Some(parse_bare);
            ctx.register_op(op);
            ctx.register_attr_def(BareStorage::STORAGE.def);
            ctx.allow_unknown_ops("test");
        })
    }

    #[test]
    fn bare_dialect_form_is_mnemonic_then_keyword() {
        let mut ctx = Context::new();
        let a = to_attr(&mut ctx, &BARE, 2);
        assert_eq!(attr_value(&ctx, &BARE, a), Some(2));
        assert_eq!(keyword_form(&BARE, 2), "pred slt");
        assert_eq!(print_format_form(&BARE, 2, false), " slt");
        assert_eq!(print_format_form(&BARE, 0, true), "pred eq");
        assert_eq!(parse_body(&BARE, " \"slt\" junk"), Ok(2));
        let (out, err) = run_bare(
            "test.bcmp slt\ntest.bcmp \"eq\"\ntest.bcmp #test<pred slt>\n\"test.x\"() {p = #test<pred   eq>} : () -> ()\n",
        );
        assert_eq!(err, "");
        assert_eq!(
            out,
            "\"builtin.module\"() ({\n  \"test.bcmp\"() {pred = #test<pred slt>} : () -> ()\n  \"test.bcmp\"() {pred = #test<pred eq>} : () -> ()\n  \"test.bcmp\"() {pred = #test<pred slt>} : () -> ()\n  \"test.x\"() {p = #test<pred eq>} : () -> ()\n}) : () -> ()\n\n"
        );
        let (_, err) = run_bare("test.bcmp bogus {}\n");
        assert_eq!(
            err,
            "<stdin>:1:11: error: custom op 'test.bcmp' expected ::t::CmpPredicate to be one of: eq, slt\ntest.bcmp bogus {}\n          ^\n<stdin>:1:17: error: custom op 'test.bcmp' failed to parse CmpPredicateAttr parameter 'value' which is to be a `::t::CmpPredicate`\ntest.bcmp bogus {}\n                ^\n"
        );
        let (_, err) = run_bare("test.bcmp 3\n");
        assert!(
            err.starts_with(
                "<stdin>:1:11: error: custom op 'test.bcmp' expected valid keyword or string\n"
            ),
            "{err}"
        );
        let (_, err) = run_bare("test.bcmp #foo.fm<x>\n");
        assert!(
            err.starts_with(
                "<stdin>:1:11: error: custom op 'test.bcmp' invalid kind of attribute specified\n"
            ),
            "{err}"
        );
        let (_, err) = run_bare("\"test.x\"() {p = #test<pred>} : () -> ()\n");
        assert!(
            err.starts_with("<stdin>:1:27: error: expected valid keyword or string\n"),
            "{err}"
        );
    }
}
