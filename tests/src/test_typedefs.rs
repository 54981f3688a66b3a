//! The types and attributes of mlir-opt's `test` dialect that the typedef corpus uses
//! (`tests/ods/test_typedefs.ods`), with their hand-written hooks: custom assembly (`cmpnd_a`,
//! `int`, `struct`, `test_rec_alias`, `i64_elements` and the dialect-parsed `test_rec`),
//! custom directives, verifiers, the dialect's alias hooks and its type fallback.
//! `tests/tests/typedef_corpus.rs` runs the corpus `tests/typedef-corpus` against them.
//!
//! The hooks read and print what upstream's C++ does (observed through mlir-opt 22).
//!
//! TEMPORARY: `include_ods!` does not generate `type_def`/`attr_def` items yet (branch
//! `defs-codegen`); [`by_hand`] stands in for that generated code, and the custom-assembly defs
//! below are registered with hand-written [`TypeDefinition`]s / [`AttrDefinition`]s of the
//! generated shape. Both go once code generation lands.

use std::any::TypeId;

use ods_runtime::ir::defs::{AliasKind, DefParams, MemRefElementTypeInterface};
use ods_runtime::ir::registry::{
    AttrDefinition, DialectAsmParser, DialectAsmPrinter, TypeDefinition,
};
use ods_runtime::ir::types::{Signedness, TypeKind};
use ods_runtime::ods::verify::quoted_type;
use ods_runtime::text::lexer::TokenKind;
use ods_runtime::text::parser::PResult;
use ods_runtime::{AttrKind, Attribute, Context, Type};

pub mod by_hand;
use by_hand::{Cu, V};

mod generated {
    ods_macros::include_ods!("ods/test_typedefs.ods");
}

/// Registers the builtin and standard dialects, the `test` format ops (for `test.typed_attr`)
/// and the `test` types and attributes: the setup of the typedef corpus.
pub fn register_all(ctx: &mut Context) {
    crate::test_format::register_all(ctx);
    generated::register(ctx);
    register(ctx);
}

/// Registers the `test` types and attributes, the dialect's alias hooks and its type fallback.
pub fn register(ctx: &mut Context) {
    by_hand::register(ctx);
    for d in [
        COMPOUND_TYPE_A,
        INTEGER_TYPE,
        STRUCT_TYPE,
        TEST_RECURSIVE_ALIAS,
        TEST_RECURSIVE,
    ] {
        ctx.register_type_def(d);
    }
    ctx.register_attr_def(COMPOUND_ATTR_A);
    ctx.register_attr_def(I64_ELEMENTS);
    let me = ctx.type_def_id(&by_hand::TEST_MEMREF_ELEMENT);
    ctx.add_type_interface(me, &MemRefElementTypeInterface);
    ctx.register_dialect_aliases("test", Some(type_alias), Some(attr_alias));
    ctx.register_dialect_type_fallback("test", type_fallback);
}

// ------------------------------------------------------------------------------------------
// Parameter helpers named by the .ods file
// ------------------------------------------------------------------------------------------

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

/// `"` + the raw bytes + `"` (no escaping).
pub fn print_raw_string(p: &mut DialectAsmPrinter<'_, '_>, s: &str) {
    p.write("\"");
    p.write(s);
    p.write("\"");
}

// ------------------------------------------------------------------------------------------
// Custom directives
// ------------------------------------------------------------------------------------------

/// The parsers of the defs' `custom<...>` directives (`args` index the parameters).
pub fn parse_custom(
    p: &mut DialectAsmParser<'_, '_>,
    c: Cu,
    args: &[usize],
    vals: &mut [V],
) -> PResult<()> {
    match c {
        // custom<CustomTypeA>($a): an int
        Cu::TypeA => vals[args[0]] = V::I(p.parse_integer::<i32>()? as i64),
        // custom<CustomTypeB>(ref($a), $b): nothing when a < 0, else a integers (dropped)
        // then b
        Cu::TypeB => {
            let V::I(a) = vals[args[0]] else {
                return Ok(());
            };
            if a < 0 {
                return Ok(());
            }
            for _ in 0..a {
                p.parse_integer::<i32>()?;
            }
            vals[args[1]] = V::I(p.parse_integer::<i32>()? as i64);
        }
        // custom<TrueFalse>($b): a bool-sized integer
        Cu::TrueFalse => {
            let loc = p.current_location();
            let v = p.parse_integer::<i128>()?;
            if !(0..=1).contains(&v) {
                return Err(p.emit_error(loc, "integer value too large"));
            }
            vals[args[0]] = V::I(v as i64);
        }
        // custom<ConditionalAlias>($value): a keyword or string, else a string attribute
        Cu::ConditionalAlias => {
            if let Some(s) = p.parse_optional_keyword_or_string() {
                let s = String::from_utf8_lossy(&s).into_owned();
                vals[args[0]] = V::A(p.ctx().string_attr(&s));
                return Ok(());
            }
            let loc = p.current_location();
            let a = p.parse_attribute()?;
            if !matches!(p.ctx().attr_kind(a), AttrKind::String { .. }) {
                return Err(p.emit_error(loc, "invalid kind of attribute specified"));
            }
            vals[args[0]] = V::A(a);
        }
    }
    Ok(())
}

/// The printers of the defs' `custom<...>` directives.
pub fn print_custom(p: &mut DialectAsmPrinter<'_, '_>, c: Cu, args: &[usize], vals: &[V]) {
    match c {
        Cu::TypeA => {
            if let V::I(a) = vals[args[0]] {
                p.print_integer(a);
            }
        }
        Cu::TypeB => {
            if let (V::I(a), V::I(b)) = (&vals[args[0]], &vals[args[1]]) {
                p.write(" ");
                for i in 0..*a {
                    p.print_integer(i);
                    p.write(" ");
                }
                p.print_integer(*b);
            }
        }
        Cu::TrueFalse => {
            if let V::I(b) = vals[args[0]] {
                p.write(if b != 0 { "true" } else { "false" });
            }
        }
        Cu::ConditionalAlias => {
            let V::A(a) = vals[args[0]] else { return };
            // through the alias when it has one (in the alias pre-pass too), else a keyword
            // or quoted string
            if p.p.attr_aliases.contains_key(&a) {
                p.print_attribute(a);
                return;
            }
            let before = p.p.out.len();
            p.print_attribute(a);
            p.p.out.truncate(before);
            if let AttrKind::String { value, .. } = p.ctx().attr_kind(a) {
                let s = String::from_utf8_lossy(value).into_owned();
                p.print_keyword_or_string(&s);
            }
        }
    }
}

// ------------------------------------------------------------------------------------------
// Verifiers
// ------------------------------------------------------------------------------------------

/// `TestTypeVerification`: `param` is i16 or i32.
pub fn verify_type_verification(ctx: &Context, vals: &[V]) -> Result<(), String> {
    let ok = matches!(vals[0], V::T(t) if matches!(
        ctx.type_kind(t),
        TypeKind::Integer { width: 16 | 32, signedness: Signedness::Signless }
    ));
    if ok {
        Ok(())
    } else {
        Err("failed to verify 'param': 16-bit signless integer or 32-bit signless integer".into())
    }
}

/// `TestAttrWithFormat`: `one == four.size()`.
pub fn verify_attr_with_format(_: &Context, vals: &[V]) -> Result<(), String> {
    match (&vals[0], &vals[3]) {
        (V::I(one), V::Ints(four)) if *one != four.len() as i64 => {
            Err("expected 'one' to equal 'four.size()'".into())
        }
        _ => Ok(()),
    }
}

// ------------------------------------------------------------------------------------------
// Custom assembly: cmpnd_a (type and attribute)
// ------------------------------------------------------------------------------------------

/// The parameters of `cmpnd_a` (type and attribute).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CompoundAParams {
    /// `widthOfSomething`
    pub width_of_something: i32,
    /// `oneType`
    pub one_type: Type,
    /// `arrayOfInts`
    pub array_of_ints: Vec<i32>,
}

/// `<W, T, [a, b]>` (a trailing `,` in the list is allowed).
fn parse_cmpnd_a(p: &mut DialectAsmParser<'_, '_>) -> PResult<CompoundAParams> {
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
    Ok(CompoundAParams {
        width_of_something: w,
        one_type: t,
        array_of_ints: v,
    })
}

fn print_cmpnd_a(p: &mut DialectAsmPrinter<'_, '_>, c: &CompoundAParams) {
    p.write("<");
    p.print_integer(c.width_of_something as i64);
    p.write(", ");
    p.print_type(c.one_type);
    p.write(", ");
    print_bracketed_ints(p, &c.array_of_ints);
    p.write(">");
}

/// `!test.cmpnd_a<...>`
pub const COMPOUND_TYPE_A: TypeDefinition = TypeDefinition {
    dialect: "test",
    mnemonic: "cmpnd_a",
    storage: TypeId::of::<CompoundAParams>,
    parse: |p| {
        let c = parse_cmpnd_a(p)?;
        let ctx = p.ctx();
        let id = ctx.type_def_id(&COMPOUND_TYPE_A);
        Ok(ctx.dialect_type(id, DefParams::new(c)))
    },
    print: |p, t| {
        if let Some(c) = p.ctx().type_params::<CompoundAParams>(t) {
            print_cmpnd_a(p, c);
        }
    },
};

/// The attribute `cmpnd_a` keeps its parameters in its own struct.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CompoundAAttrParams(pub CompoundAParams);

/// `#test.cmpnd_a<...>`
pub const COMPOUND_ATTR_A: AttrDefinition = AttrDefinition {
    dialect: "test",
    mnemonic: "cmpnd_a",
    storage: TypeId::of::<CompoundAAttrParams>,
    parse: |p, _| {
        let c = parse_cmpnd_a(p)?;
        let ctx = p.ctx();
        let id = ctx.attr_def_id(&COMPOUND_ATTR_A);
        Ok(ctx.dialect_attr(id, DefParams::new(CompoundAAttrParams(c))))
    },
    print: |p, a| {
        if let Some(c) = p.ctx().attr_params::<CompoundAAttrParams>(a) {
            print_cmpnd_a(p, &c.0);
        }
    },
    ty: None,
};

// ------------------------------------------------------------------------------------------
// Custom assembly: int
// ------------------------------------------------------------------------------------------

/// The parameters of `!test.int<signedness, width>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TestIntegerParams {
    /// the width
    pub width: u32,
    /// 0 signless, 1 signed, 2 unsigned
    pub signedness: u8,
}

/// `!test.int<signed, 8>`
pub const INTEGER_TYPE: TypeDefinition = TypeDefinition {
    dialect: "test",
    mnemonic: "int",
    storage: TypeId::of::<TestIntegerParams>,
    parse: |p| {
        p.parse_less()?;
        let loc = p.current_location();
        let kw = p.parse_any_keyword()?.to_ascii_lowercase();
        let signedness = match kw.as_str() {
            "n" | "none" => 0,
            "s" | "signed" => 1,
            "u" | "unsigned" => 2,
            _ => return Err(p.emit_error(loc, "expected signed, unsigned, or none")),
        };
        p.parse_comma()?;
        let width = p.parse_integer::<i32>()? as u32;
        p.parse_greater()?;
        let ctx = p.ctx();
        let id = ctx.type_def_id(&INTEGER_TYPE);
        Ok(ctx.dialect_type(id, DefParams::new(TestIntegerParams { width, signedness })))
    },
    print: |p, t| {
        if let Some(c) = p.ctx().type_params::<TestIntegerParams>(t) {
            p.write("<");
            p.write(["none", "signed", "unsigned"][c.signedness as usize]);
            p.write(", ");
            p.print_integer(c.width as i64);
            p.write(">");
        }
    },
};

// ------------------------------------------------------------------------------------------
// Custom assembly: struct
// ------------------------------------------------------------------------------------------

/// The parameters of `!test.struct<{name,type}, ...>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StructParams {
    /// the fields
    pub fields: Vec<(String, Type)>,
}

/// `!test.struct<{a,i32}>`
pub const STRUCT_TYPE: TypeDefinition = TypeDefinition {
    dialect: "test",
    mnemonic: "struct",
    storage: TypeId::of::<StructParams>,
    parse: |p| {
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
        let ctx = p.ctx();
        let id = ctx.type_def_id(&STRUCT_TYPE);
        Ok(ctx.dialect_type(id, DefParams::new(StructParams { fields })))
    },
    print: |p, t| {
        if let Some(c) = p.ctx().type_params::<StructParams>(t) {
            p.write("<");
            for (n, (name, ty)) in c.fields.iter().enumerate() {
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
    },
};

// ------------------------------------------------------------------------------------------
// Custom assembly: test_rec_alias and test_rec (recursive, mutable)
// ------------------------------------------------------------------------------------------

/// The key of `!test.test_rec_alias<name, body>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RecursiveAliasParams {
    /// the name
    pub name: String,
}

/// The key of `!test.test_rec<name, body>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RecursiveParams {
    /// the name
    pub name: String,
}

/// The mutable body of both recursive types.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct RecursiveBody {
    /// the body
    pub body: Type,
}

fn rec_name(ctx: &Context, t: Type) -> Option<&str> {
    ctx.type_params::<RecursiveAliasParams>(t)
        .map(|r| r.name.as_str())
        .or_else(|| {
            ctx.type_params::<RecursiveParams>(t)
                .map(|r| r.name.as_str())
        })
}

fn rec_body(ctx: &Context, t: Type) -> Option<Type> {
    ctx.mutable_type_part::<RecursiveBody>(t).map(|b| b.body)
}

/// `!test.test_rec_alias<name, body>`
pub const TEST_RECURSIVE_ALIAS: TypeDefinition = TypeDefinition {
    dialect: "test",
    mnemonic: "test_rec_alias",
    storage: TypeId::of::<RecursiveAliasParams>,
    parse: |p| {
        p.parse_less()?;
        let name = p.parse_any_keyword()?.to_string();
        let ctx = p.ctx();
        let id = ctx.type_def_id(&TEST_RECURSIVE_ALIAS);
        let rec = ctx.dialect_type(id, DefParams::new(RecursiveAliasParams { name }));
        if !p.try_start_cyclic_parse(rec) {
            p.parse_greater()?;
            return Ok(rec);
        }
        let r = (|| {
            p.parse_comma()?;
            let body = p.parse_type()?;
            p.parse_greater()?;
            Ok(body)
        })();
        p.end_cyclic_parse(rec);
        let body = r?;
        // a second body is ignored
        p.ctx()
            .set_mutable_type_part(rec, DefParams::new(RecursiveBody { body }));
        Ok(rec)
    },
    print: |p, t| {
        let ctx = p.ctx();
        let Some(name) = rec_name(ctx, t) else { return };
        p.write("<");
        p.write(name);
        if p.try_start_cyclic_print(t) {
            if let Some(b) = rec_body(ctx, t) {
                p.write(", ");
                p.print_type(b);
            }
            p.end_cyclic_print(t);
        }
        p.write(">");
    },
};

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

/// `!test.test_rec<name, body>` (MLIR's TestRecursiveType, parsed by the dialect itself).
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
            return Err(p.emit_error(loc, ""));
        }
        p.parse_greater()?;
        Ok(rec)
    },
    print: |p, t| {
        let ctx = p.ctx();
        let Some(name) = rec_name(ctx, t) else { return };
        p.write("<");
        p.write(name);
        if p.try_start_cyclic_print(t) {
            if let Some(b) = rec_body(ctx, t) {
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
fn type_fallback(p: &mut DialectAsmParser<'_, '_>, _mnemonic: &str, loc: u32) -> PResult<Type> {
    Err(p.emit_error(loc, "unknown type!"))
}

// ------------------------------------------------------------------------------------------
// Custom assembly: i64_elements
// ------------------------------------------------------------------------------------------

/// The parameters of `#test.i64_elements<[...]> : type`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct I64ElementsParams {
    /// the shaped type
    pub ty: Type,
    /// the elements
    pub elements: Vec<u64>,
}

/// `#test.i64_elements<[1, 2]> : tensor<2xi64>`
pub const I64_ELEMENTS: AttrDefinition = AttrDefinition {
    dialect: "test",
    mnemonic: "i64_elements",
    storage: TypeId::of::<I64ElementsParams>,
    parse: |p, ty| {
        p.parse_less()?;
        p.parse_lsquare()?;
        let mut elements = Vec::new();
        while let Some(v) = p.parse_optional_integer::<i128>()? {
            elements.push(v as u64);
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
        p.parse_greater()?;
        let name_loc = p.name_loc();
        let ty = ty.unwrap_or(p.ctx().common.none);
        let ctx = p.ctx();
        let (shape, elem) = match ctx.type_kind(ty) {
            TypeKind::RankedTensor { shape, elem, .. } => (shape.to_vec(), *elem),
            TypeKind::Vector { shape, elem, .. } => (shape.to_vec(), *elem),
            _ => (Vec::new(), ty),
        };
        let n: i64 = shape.iter().product();
        if n != elements.len() as i64 {
            return Err(p.emit_error(
                name_loc,
                &format!(
                    "number of elements does not match the provided shape type, got: {}, but expected: {n}",
                    elements.len()
                ),
            ));
        }
        let i64_ok = matches!(
            ctx.type_kind(elem),
            TypeKind::Integer {
                width: 64,
                signedness: Signedness::Signless
            }
        );
        if shape.len() != 1 || !i64_ok {
            let t = quoted_type(ctx, ty);
            return Err(p.emit_error(
                name_loc,
                &format!("expected single rank 64-bit shape type, but got: {t}"),
            ));
        }
        let ctx = p.ctx();
        let id = ctx.attr_def_id(&I64_ELEMENTS);
        Ok(ctx.dialect_attr(id, DefParams::new(I64ElementsParams { ty, elements })))
    },
    print: |p, a| {
        if let Some(c) = p.ctx().attr_params::<I64ElementsParams>(a) {
            p.write("<[");
            for (n, x) in c.elements.iter().enumerate() {
                if n > 0 {
                    p.write(", ");
                }
                p.write(&x.to_string());
            }
            p.write("]>");
        }
    },
    ty: Some(|ctx, a| {
        ctx.attr_params::<I64ElementsParams>(a)
            .map_or(ctx.common.none, |c| c.ty)
    }),
};

// ------------------------------------------------------------------------------------------
// Aliases
// ------------------------------------------------------------------------------------------

/// The test dialect's type aliases (`OpAsmDialectInterface::getAlias`), and the alias of
/// `!test.op_asm_type_interface` (its OpAsmTypeInterface).
fn type_alias(ctx: &Context, t: Type) -> Option<(String, AliasKind)> {
    let fin = |s: &str| Some((s.to_string(), AliasKind::Final));
    if let TypeKind::Tuple(elems) = ctx.type_kind(t) {
        let smpla = TypeId::of::<by_hand::Gen<0>>();
        let all = elems.iter().all(|&e| {
            matches!(ctx.type_kind(e), TypeKind::Dialect { params, .. } if params.storage_type() == smpla)
        });
        if !elems.is_empty() && all {
            return fin("test_tuple");
        }
        return None;
    }
    if let Some(i) = ctx.type_params::<TestIntegerParams>(t) {
        return (i.signedness == 2 && i.width == 8).then(|| ("test_ui8".into(), AliasKind::Final));
    }
    if let Some(r) = ctx.type_params::<RecursiveParams>(t) {
        return (r.name == "type_to_alias").then(|| ("testrec".into(), AliasKind::Final));
    }
    if let Some(r) = ctx.type_params::<RecursiveAliasParams>(t) {
        return fin(&r.name);
    }
    if by_hand::type_vals::<3>(ctx, t).is_some() {
        return fin("op_asm_type_interface_type");
    }
    None
}

/// The test dialect's attribute aliases: some string attributes.
fn attr_alias(ctx: &Context, a: Attribute) -> Option<(String, AliasKind)> {
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

#[allow(dead_code)]
fn unused(_: TokenKind) {}
