//! The types and attributes of mlir-opt's `test` dialect that the typedef corpus uses,
//! generated from `tests/ods/test_typedefs.ods` by `include_ods!`, with their hand-written
//! hooks: custom assembly (`cmpnd_a`, `int`, `struct`, `test_rec_alias`, `i64_elements`),
//! custom directives, verifiers, parameter parsers and printers, the dialect-parsed `test_rec`
//! type, the dialect's alias hooks and its type fallback. `tests/tests/typedef_corpus.rs` runs
//! the corpus `tests/typedef-corpus` against them.
//!
//! The hooks read and print what upstream's C++ does (observed through mlir-opt 22).

#![allow(non_snake_case)]

use std::any::TypeId;

use ods_runtime::ir::defs::{AliasKind, DefParams, MemRefElementTypeInterface, OpAsmTypeInterface};
use ods_runtime::ir::encoding::{bytes_to_symbol_text, symbol_bytes};
use ods_runtime::ir::registry::{DialectAsmParser, DialectAsmPrinter, TypeDefinition};
use ods_runtime::ir::types::{Signedness as BuiltinSignedness, TypeKind};
use ods_runtime::numerics::apfloat::APFloat;
use ods_runtime::ods::hooks::{CustomAttrAssembly, CustomTypeAssembly, VerifyParams};
use ods_runtime::ods::verify::quoted_type;
use ods_runtime::text::lexer::TokenKind;
use ods_runtime::text::parser::PResult;
use ods_runtime::{AttrKind, Attribute, Context, Diagnostic, Type};

ods_macros::include_ods!("ods/test_typedefs.ods");

/// Registers the builtin and standard dialects, the `test` format ops (for `test.typed_attr`)
/// and the `test` types and attributes: the setup of the typedef corpus.
pub fn register_all(ctx: &mut Context) {
    crate::test_format::register_all(ctx);
    register(ctx);
    register_hooks(ctx);
}

/// Registers what the `.ods` file does not describe: `test_rec`, the memref element marker and value names,
/// and the dialect's type fallback (its alias hooks are named in the `.ods` file).
pub fn register_hooks(ctx: &mut Context) {
    ctx.register_type_def(TEST_RECURSIVE);
    let me = ctx.type_def_id(&TestMemRefElementType::DEFINITION);
    ctx.add_type_interface(me, &MemRefElementTypeInterface);
    let oa = ctx.type_def_id(&TestTypeOpAsmTypeInterface::DEFINITION);
    ctx.add_type_interface(oa, &OP_ASM_TYPE_INTERFACE);
    ctx.register_dialect_type_fallback("test", type_fallback);
}

/// `!test.op_asm_type_interface` names its values `%op_asm_type_interface`.
static OP_ASM_TYPE_INTERFACE: OpAsmTypeInterface = OpAsmTypeInterface {
    value_name: "op_asm_type_interface",
};

// ------------------------------------------------------------------------------------------
// Parameter helpers named by the .ods file
// ------------------------------------------------------------------------------------------

/// The default of `TestTypeDefaultValuedType`'s `type`: `i32`.
pub fn i32_type(ctx: &Context) -> Type {
    ctx.common.i32
}

/// The default of `TestTypeAPFloat`'s `a`: +0.0.
pub fn positive_zero() -> APFloat {
    APFloat::from_f64(0.0)
}

/// `TestTypeAPFloat`'s `a`: an optional float (`<>` is +0.0).
pub fn parse_ap_float(p: &mut DialectAsmParser<'_, '_>) -> PResult<APFloat> {
    if p.at(TokenKind::Greater) {
        return Ok(positive_zero());
    }
    p.parse_apfloat()
}

/// `FieldParser<std::optional<int64_t>>`: an integer if one follows.
pub fn parse_optional_i64(p: &mut DialectAsmParser<'_, '_>) -> PResult<Option<i64>> {
    p.parse_optional_integer::<i64>()
}

/// An optional `int64_t`: nothing when absent.
pub fn print_optional_i64(p: &mut DialectAsmPrinter<'_, '_>, v: &Option<i64>) {
    if let Some(v) = v {
        p.print_integer(*v);
    }
}

/// `FieldParser<IntegerType>`: a type that must be a builtin integer type.
pub fn parse_integer_type(p: &mut DialectAsmParser<'_, '_>) -> PResult<Type> {
    let loc = p.current_location();
    let t = p.parse_type()?;
    if matches!(p.ctx().type_kind(t), TypeKind::Integer { .. }) {
        return Ok(t);
    }
    let found = quoted_type(p.ctx(), t);
    Err(p.emit_error(
        loc,
        &format!("invalid kind of type specified: expected builtin.integer, but found {found}"),
    ))
}

/// `FieldParser<IntegerAttr>`: an attribute that must be an integer attribute.
pub fn parse_integer_attr(p: &mut DialectAsmParser<'_, '_>) -> PResult<Attribute> {
    let loc = p.current_location();
    let a = p.parse_attribute()?;
    if matches!(p.ctx().attr_kind(a), AttrKind::Integer { .. }) {
        return Ok(a);
    }
    Err(p.emit_error(loc, "invalid kind of attribute specified"))
}

/// `TestAttrWithFormat`'s `four`: `[` one or more ints `]`.
pub fn parse_bracketed_ints(p: &mut DialectAsmParser<'_, '_>) -> PResult<Vec<i32>> {
    p.parse_lsquare()?;
    let mut v = vec![p.parse_integer::<i32>()?];
    while p.parse_optional_comma() {
        v.push(p.parse_integer::<i32>()?);
    }
    p.parse_rsquare()?;
    Ok(v)
}

/// `[a, b]`.
pub fn print_bracketed_ints(p: &mut DialectAsmPrinter<'_, '_>, v: &[i32]) {
    p.write("[");
    for (n, x) in v.iter().enumerate() {
        if n > 0 {
            p.write(", ");
        }
        p.print_integer(*x as i64);
    }
    p.write("]");
}

/// `"` + the raw bytes + `"` (no escaping; bytes that are not UTF-8 as they were parsed).
pub fn print_raw_string(p: &mut DialectAsmPrinter<'_, '_>, s: &str) {
    p.write("\"");
    p.write_bytes(&symbol_bytes(s));
    p.write("\"");
}

// ------------------------------------------------------------------------------------------
// Custom directives
// ------------------------------------------------------------------------------------------

/// `custom<CustomTypeA>($a)`: an int.
pub fn parse_custom_type_a(
    p: &mut DialectAsmParser<'_, '_>,
    a: &mut Option<i32>,
) -> Result<(), Diagnostic> {
    *a = Some(p.parse_integer::<i32>()?);
    Ok(())
}

/// `custom<CustomTypeA>($a)`.
pub fn print_custom_type_a(p: &mut DialectAsmPrinter<'_, '_>, a: &i32) {
    p.print_integer(*a as i64);
}

/// `custom<CustomTypeB>(ref($a), $b)`: nothing when `a < 0`, else `a` integers (dropped) then
/// `b`.
pub fn parse_custom_type_b(
    p: &mut DialectAsmParser<'_, '_>,
    a: &Option<i32>,
    b: &mut Option<i32>,
) -> Result<(), Diagnostic> {
    let a = a.unwrap_or(-1);
    if a < 0 {
        return Ok(());
    }
    for _ in 0..a {
        p.parse_integer::<i32>()?;
    }
    *b = Some(p.parse_integer::<i32>()?);
    Ok(())
}

/// `custom<CustomTypeB>(ref($a), $b)`: ` 0 1 ... a-1 b`.
pub fn print_custom_type_b(p: &mut DialectAsmPrinter<'_, '_>, a: &i32, b: &Option<i32>) {
    if let Some(b) = b {
        p.write(" ");
        for i in 0..*a {
            p.print_integer(i as i64);
            p.write(" ");
        }
        p.print_integer(*b as i64);
    }
}

/// `custom<TrueFalse>($b)`: a bool-sized integer (`0`, `1`, `true`, `false`).
pub fn parse_true_false(
    p: &mut DialectAsmParser<'_, '_>,
    b: &mut Option<i32>,
) -> Result<(), Diagnostic> {
    let loc = p.current_location();
    let v = p.parse_integer::<i128>()?;
    if !(0..=1).contains(&v) {
        return Err(p.emit_error(loc, "integer value too large"));
    }
    *b = Some(v as i32);
    Ok(())
}

/// `custom<TrueFalse>($b)`: `true` or `false`.
pub fn print_true_false(p: &mut DialectAsmPrinter<'_, '_>, b: &Option<i32>) {
    if let Some(b) = b {
        p.write(if *b != 0 { "true" } else { "false" });
    }
}

/// `custom<ConditionalAlias>($value)`: a keyword or string, else a string attribute.
pub fn parse_conditional_alias(
    p: &mut DialectAsmParser<'_, '_>,
    value: &mut Option<Attribute>,
) -> Result<(), Diagnostic> {
    if let Some(s) = p.parse_optional_keyword_or_string() {
        // the string's bytes as they are (they need not be UTF-8)
        *value = Some(p.ctx().intern_attr(AttrKind::String {
            value: s.into(),
            ty: None,
        }));
        return Ok(());
    }
    let loc = p.current_location();
    let a = p.parse_attribute()?;
    if !matches!(p.ctx().attr_kind(a), AttrKind::String { .. }) {
        return Err(p.emit_error(loc, "invalid kind of attribute specified"));
    }
    *value = Some(a);
    Ok(())
}

/// `custom<ConditionalAlias>($value)`: the string's alias when it has one (recorded in the
/// alias pre-pass too), else a keyword or quoted string.
pub fn print_conditional_alias(p: &mut DialectAsmPrinter<'_, '_>, value: &Attribute) {
    let a = *value;
    if p.p.attr_aliases.contains_key(&a) {
        p.print_attribute(a);
        return;
    }
    let before = p.p.out.len();
    p.print_attribute(a);
    p.p.out.truncate(before);
    if let AttrKind::String { value, .. } = p.ctx().attr_kind(a) {
        // bytes that are not UTF-8 are printed back as they were (`\FF`), not replaced
        let s = bytes_to_symbol_text(value).into_owned();
        p.print_keyword_or_string(&s);
    }
}

// ------------------------------------------------------------------------------------------
// Verifiers
// ------------------------------------------------------------------------------------------

impl VerifyParams for TestTypeVerification {
    /// `param` is i16 or i32.
    fn verify(ctx: &Context, params: &TestTypeVerificationParams) -> Result<(), String> {
        let ok = matches!(
            ctx.type_kind(params.param),
            TypeKind::Integer {
                width: 16 | 32,
                signedness: BuiltinSignedness::Signless
            }
        );
        if ok {
            Ok(())
        } else {
            Err(
                "failed to verify 'param': 16-bit signless integer or 32-bit signless integer"
                    .into(),
            )
        }
    }
}

impl VerifyParams for TestAttrWithFormat {
    /// `one == four.size()`.
    fn verify(_: &Context, params: &TestAttrWithFormatParams) -> Result<(), String> {
        if params.one != params.four.len() as i64 {
            return Err("expected 'one' to equal 'four.size()'".into());
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// Custom assembly: cmpnd_a (type and attribute)
// ------------------------------------------------------------------------------------------

/// `<W, T, [a, b]>` (a trailing `,` in the list is allowed).
fn parse_cmpnd_a(p: &mut DialectAsmParser<'_, '_>) -> PResult<(i32, Type, Vec<i32>)> {
    p.parse_less()?;
    let w = p.parse_integer::<i32>()?;
    p.parse_comma()?;
    let t = p.parse_type()?;
    p.parse_comma()?;
    p.parse_lsquare()?;
    let mut v = Vec::new();
    while let Some(i) = p.parse_optional_integer::<i32>()? {
        v.push(i);
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rsquare()?;
    p.parse_greater()?;
    Ok((w, t, v))
}

fn print_cmpnd_a(p: &mut DialectAsmPrinter<'_, '_>, w: i32, t: Type, v: &[i32]) {
    p.write("<");
    p.print_integer(w as i64);
    p.write(", ");
    p.print_type(t);
    p.write(", ");
    print_bracketed_ints(p, v);
    p.write(">");
}

impl CustomTypeAssembly for CompoundTypeA {
    /// `<W, T, [a, b]>`
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic> {
        let (w, t, v) = parse_cmpnd_a(p)?;
        Ok(Self::get(p.ctx(), w, t, v))
    }
    /// `<W, T, [a, b]>`
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
        let c = self.params(p.ctx());
        print_cmpnd_a(p, c.widthOfSomething, c.oneType, &c.arrayOfInts);
    }
}

impl CustomAttrAssembly for CompoundAttrA {
    /// `<W, T, [a, b]>`
    fn parse(p: &mut DialectAsmParser<'_, '_>, _ty: Option<Type>) -> Result<Self, Diagnostic> {
        let (w, t, v) = parse_cmpnd_a(p)?;
        Ok(Self::get(p.ctx(), w, t, v))
    }
    /// `<W, T, [a, b]>`
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
        let c = self.params(p.ctx());
        print_cmpnd_a(p, c.widthOfSomething, c.oneType, &c.arrayOfInts);
    }
}

// ------------------------------------------------------------------------------------------
// Custom assembly: int, struct
// ------------------------------------------------------------------------------------------

impl CustomTypeAssembly for IntegerType {
    /// `<signedness, width>`; the keyword is case-insensitive (`s`/`signed`, `u`/`unsigned`,
    /// `n`/`none`).
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic> {
        p.parse_less()?;
        let loc = p.current_location();
        let kw = p.parse_any_keyword()?.to_ascii_lowercase();
        let signedness = match kw.as_str() {
            "n" | "none" => Signedness::Signless,
            "s" | "signed" => Signedness::Signed,
            "u" | "unsigned" => Signedness::Unsigned,
            _ => return Err(p.emit_error(loc, "expected signed, unsigned, or none")),
        };
        p.parse_comma()?;
        // a C++ `int`, passed on as the `unsigned` width (-1 is 4294967295)
        let width = p.parse_integer::<i32>()? as u32;
        p.parse_greater()?;
        // upstream's `getChecked`: a width above 8 fails without a message
        let params = IntegerTypeParams { width, signedness };
        if let Err(m) = Self::verify(p.ctx(), &params) {
            return Err(p.emit_error(p.name_loc(), &m));
        }
        Ok(Self::get(p.ctx(), width, signedness))
    }
    /// `<signed, 8>`
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write("<");
        p.write(match self.signedness(ctx) {
            Signedness::Signless => "none",
            Signedness::Signed => "signed",
            Signedness::Unsigned => "unsigned",
        });
        p.write(", ");
        p.print_integer(self.width(ctx) as i64);
        p.write(">");
    }
}

impl VerifyParams for IntegerType {
    /// Widths above 8 are refused (without a message, as upstream: an empty message is a
    /// [`Diagnostic::silent`] failure).
    fn verify(_: &Context, params: &IntegerTypeParams) -> Result<(), String> {
        if params.width > 8 {
            return Err(String::new());
        }
        Ok(())
    }
}

impl CustomTypeAssembly for StructType {
    /// `<{name,type}, ...>`
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic> {
        p.parse_less()?;
        let mut fields = Vec::new();
        while p.parse_optional_lbrace() {
            let name = p.parse_any_keyword()?.to_string();
            p.parse_comma()?;
            let t = p.parse_type()?;
            p.parse_rbrace()?;
            fields.push((name, t));
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_greater()?;
        Ok(Self::get(p.ctx(), fields))
    }
    /// `<{a,i32}, {b,f64}>`
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write("<");
        for (n, (name, ty)) in self.fields(ctx).iter().enumerate() {
            if n > 0 {
                p.write(", ");
            }
            p.write("{");
            p.write(name);
            p.write(",");
            p.print_type(*ty);
            p.write("}");
        }
        p.write(">");
    }
}

// ------------------------------------------------------------------------------------------
// Custom assembly: test_rec_alias, and test_rec (recursive, mutable)
// ------------------------------------------------------------------------------------------

impl CustomTypeAssembly for TestRecursiveAlias {
    /// `<name, body>`, or `<name>` inside its own body.
    fn parse(p: &mut DialectAsmParser<'_, '_>) -> Result<Self, Diagnostic> {
        p.parse_less()?;
        let name = p.parse_any_keyword()?.to_string();
        let rec = Self::get(p.ctx(), name);
        if !p.try_start_cyclic_parse(rec.as_type()) {
            p.parse_greater()?;
            return Ok(rec);
        }
        let r = (|| {
            p.parse_comma()?;
            let body = p.parse_type()?;
            p.parse_greater()?;
            Ok(body)
        })();
        p.end_cyclic_parse(rec.as_type());
        // a second body is ignored: the first one wins
        rec.set_mutable(p.ctx(), r?);
        Ok(rec)
    }
    /// `<name, body>`, or `<name>` inside its own body.
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write("<");
        p.write(self.name(ctx));
        if p.try_start_cyclic_print(self.as_type()) {
            if let Some(b) = self.body(ctx) {
                p.write(", ");
                p.print_type(b);
            }
            p.end_cyclic_print(self.as_type());
        }
        p.write(">");
    }
}

/// The key of `!test.test_rec<name, body>` (upstream's TestRecursiveType is not an ODS def: the
/// dialect parses and prints it, so it is registered by hand).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RecursiveParams {
    /// the name
    pub name: String,
}

/// The mutable body of a `test_rec`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RecursiveBody {
    /// the body
    pub body: Type,
}

/// A test-dialect type written without `!test.` (the body of a `test_rec`): the dialect's own
/// type parser on the same parser.
fn parse_test_type(p: &mut DialectAsmParser<'_, '_>) -> PResult<Type> {
    let name_loc = p.name_loc();
    let mnemonic = p.parse_any_keyword()?;
    let ctx = p.ctx();
    let def = ctx.lookup_symbol(mnemonic).and_then(|m| {
        let d = ctx.registry.dialect(ctx.lookup_symbol("test")?)?;
        ctx.registry.type_def_by_mnemonic(d, m)
    });
    match def {
        Some(def) => {
            let parse = p.ctx().registry.type_def(def).def.parse;
            parse(p)
        }
        None => Err(p.emit_error(name_loc, "unknown type!")),
    }
}

/// `!test.test_rec<name, body>`: the body is a test type without `!test.`.
pub const TEST_RECURSIVE: TypeDefinition = TypeDefinition {
    dialect: "test",
    mnemonic: "test_rec",
    storage: TypeId::of::<RecursiveParams>,
    parse: |p| {
        p.parse_less()?;
        let name = p.parse_any_keyword()?.to_string();
        let ctx = p.ctx();
        let id = ctx.type_def_id(&TEST_RECURSIVE);
        let rec = ctx.dialect_type(id, DefParams::new(RecursiveParams { name }));
        if !p.try_start_cyclic_parse(rec) {
            p.parse_greater()?;
            return Ok(rec);
        }
        let r = (|| {
            p.parse_comma()?;
            parse_test_type(p)
        })();
        p.end_cyclic_parse(rec);
        let body = r?;
        let loc = p.current_location();
        if !p
            .ctx()
            .set_mutable_type_part(rec, DefParams::new(RecursiveBody { body }))
        {
            // upstream fails without a message (an empty message is never printed)
            return Err(p.emit_error(loc, ""));
        }
        p.parse_greater()?;
        Ok(rec)
    },
    print: |p, t| {
        let ctx = p.ctx();
        let Some(r) = ctx.type_params::<RecursiveParams>(t) else {
            return;
        };
        p.write("<");
        p.write(&r.name);
        if p.try_start_cyclic_print(t) {
            if let Some(b) = ctx.mutable_type_part::<RecursiveBody>(t).map(|b| b.body) {
                p.write(", ");
                // the dialect's own printer: mnemonic and body
                match ctx.type_def_of(b) {
                    Some(d) => {
                        let def = ctx.registry.type_def(d).def;
                        p.write(def.mnemonic);
                        (def.print)(p, b);
                    }
                    None => p.print_type(b),
                }
            }
            p.end_cyclic_print(t);
        }
        p.write(">");
    },
};

/// The dialect's type parser for mnemonics without a definition.
fn type_fallback(p: &mut DialectAsmParser<'_, '_>, mnemonic: &str, loc: u32) -> PResult<Type> {
    if mnemonic.is_empty() {
        // no keyword where the mnemonic goes (`!test<"x">`): the generated parser's
        // `parseKeyword` fails first
        return Err(p.emit_error(loc, "expected valid keyword"));
    }
    Err(p.emit_error(loc, "unknown type!"))
}

// ------------------------------------------------------------------------------------------
// Custom assembly: i64_elements
// ------------------------------------------------------------------------------------------

impl CustomAttrAssembly for TestI64ElementsAttr {
    /// `<[1, 2]>` (a trailing `,` allowed); the shape check is reported at the mnemonic.
    fn parse(p: &mut DialectAsmParser<'_, '_>, ty: Option<Type>) -> Result<Self, Diagnostic> {
        p.parse_less()?;
        p.parse_lsquare()?;
        let mut elements = Vec::new();
        // upstream's `parseOptionalInteger` into a `uint64_t`: a value that fits in 64 bits
        // sign-extended (-1 is 18446744073709551615); a larger one is reported, and the
        // parse goes on as if the list ended before it (so a second error follows)
        let mut too_large = None;
        loop {
            let loc = p.current_location();
            let Some(v) = p.parse_optional_integer::<i128>()? else {
                break;
            };
            if !(-(1i128 << 63)..1i128 << 64).contains(&v) {
                too_large = Some(p.emit_error(loc, "integer value too large"));
                break;
            }
            elements.push(v as u64);
            if !p.parse_optional_comma() {
                break;
            }
        }
        let then = |d: Diagnostic| match too_large.clone() {
            Some(mut first) => {
                first.notes.push(d);
                first
            }
            None => d,
        };
        p.parse_rsquare().map_err(then)?;
        p.parse_greater().map_err(then)?;
        let ty = ty.unwrap_or(p.ctx().common.none);
        let params = TestI64ElementsAttrParams { elements, ty };
        if let Err(m) = Self::verify(p.ctx(), &params) {
            return Err(then(p.emit_error(p.name_loc(), &m)));
        }
        if let Some(d) = too_large {
            // upstream goes on with the error reported (and exits 0): not representable
            return Err(d);
        }
        Ok(Self::get(p.ctx(), params.elements, params.ty))
    }
    /// `<[1, 2]>`
    fn print(self, p: &mut DialectAsmPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write("<[");
        for (n, x) in self.elements(ctx).iter().enumerate() {
            if n > 0 {
                p.write(", ");
            }
            p.write(&x.to_string());
        }
        p.write("]>");
    }
}

impl VerifyParams for TestI64ElementsAttr {
    /// The element count matches the shape, which is a 1-D i64 tensor, vector or memref.
    fn verify(ctx: &Context, params: &TestI64ElementsAttrParams) -> Result<(), String> {
        let (shape, elem) = match ctx.type_kind(params.ty) {
            TypeKind::RankedTensor { shape, elem, .. } => (shape.to_vec(), *elem),
            TypeKind::Vector { shape, elem, .. } => (shape.to_vec(), *elem),
            TypeKind::MemRef { shape, elem, .. } => (shape.to_vec(), *elem),
            _ => (Vec::new(), params.ty),
        };
        let n: i64 = shape.iter().product();
        if n != params.elements.len() as i64 {
            return Err(format!(
                "number of elements does not match the provided shape type, got: {}, but expected: {n}",
                params.elements.len()
            ));
        }
        let i64_ok = matches!(
            ctx.type_kind(elem),
            TypeKind::Integer {
                width: 64,
                signedness: BuiltinSignedness::Signless
            }
        );
        if shape.len() != 1 || !i64_ok {
            let t = quoted_type(ctx, params.ty);
            return Err(format!(
                "expected single rank 64-bit shape type, but got: {t}"
            ));
        }
        Ok(())
    }
}

// ------------------------------------------------------------------------------------------
// Aliases
// ------------------------------------------------------------------------------------------

/// The test dialect's type aliases (`OpAsmDialectInterface::getAlias`), and the alias of
/// `!test.op_asm_type_interface` (its OpAsmTypeInterface).
pub fn type_alias(ctx: &Context, t: Type) -> Option<(String, AliasKind)> {
    let fin = |s: &str| Some((s.to_string(), AliasKind::Final));
    if let TypeKind::Tuple(elems) = ctx.type_kind(t) {
        let all = elems
            .iter()
            .all(|&e| SimpleTypeA::from_type(ctx, e).is_some());
        if !elems.is_empty() && all {
            return fin("test_tuple");
        }
        return None;
    }
    if let Some(i) = IntegerType::from_type(ctx, t) {
        let u8 = i.signedness(ctx) == Signedness::Unsigned && i.width(ctx) == 8;
        return if u8 { fin("test_ui8") } else { None };
    }
    if let Some(r) = ctx.type_params::<RecursiveParams>(t) {
        return if r.name == "type_to_alias" {
            fin("testrec")
        } else {
            None
        };
    }
    if let Some(r) = TestRecursiveAlias::from_type(ctx, t) {
        return fin(r.name(ctx));
    }
    if TestTypeOpAsmTypeInterface::from_type(ctx, t).is_some() {
        return fin("op_asm_type_interface_type");
    }
    None
}

/// The test dialect's attribute aliases: some string attributes.
pub fn attr_alias(ctx: &Context, a: Attribute) -> Option<(String, AliasKind)> {
    let AttrKind::String { value, .. } = ctx.attr_kind(a) else {
        return None;
    };
    let name = match &**value {
        b"alias_test:dot_in_name" => "test.alias",
        b"alias_test:trailing_digit" => "test_alias0",
        b"alias_test:prefixed_digit" => "0_test_alias",
        b"alias_test:tensor_encoding" => "test_encoding",
        _ => return None,
    };
    Some((name.to_string(), AliasKind::Final))
}
