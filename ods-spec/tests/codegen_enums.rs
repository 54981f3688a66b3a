//! Enum and interface code generation and markdown docs, on models built in Rust: exact
//! prettyplease output of small enums and interfaces, the registration statements, and a
//! markdown golden.

use ods_spec::codegen::{enums, interfaces};
use ods_spec::model::*;

fn case(rust: &str, kw: &str, value: u64, is_group: bool) -> EnumCase {
    EnumCase {
        rust_name: rust.into(),
        keyword: kw.into(),
        value,
        is_group,
        doc: String::new(),
        span: Span::default(),
    }
}

fn code(text: &str) -> Code {
    Code {
        text: text.into(),
        span: Span::default(),
    }
}

/// A small integer enum.
pub fn cmp_enum() -> EnumDef {
    EnumDef {
        name: "CmpPredicate".into(),
        docs: Docs {
            summary: "comparison predicate".into(),
            description: String::new(),
        },
        kind: EnumKind::Integer { width: 64 },
        cases: vec![case("Eq", "eq", 0, false), case("Slt", "slt", 2, false)],
        separator: "|".into(),
        cpp_namespace: String::new(),
        primary_group: false,
        keyword_errors: false,
        attr_form: EnumAttrForm::Integer,
        attr_constraint: None,
        span: Span::default(),
    }
}

/// A small bit enum in dialect-attribute form.
pub fn fastmath_enum() -> EnumDef {
    let mut nnan = case("NoNaNs", "nnan", 1, false);
    nnan.doc = "no NaNs".into();
    EnumDef {
        name: "FastMath".into(),
        docs: Docs::default(),
        kind: EnumKind::Bit { width: 32 },
        cases: vec![
            case("None", "none", 0, false),
            nnan,
            case("NoInfs", "ninf", 2, false),
            case("Fast", "fast", 3, true),
        ],
        separator: ",".into(),
        cpp_namespace: String::new(),
        primary_group: true,
        keyword_errors: false,
        attr_form: EnumAttrForm::Dialect {
            mnemonic: "fastmath".into(),
            bare: false,
        },
        attr_constraint: None,
        span: Span::default(),
    }
}

/// A small interface.
pub fn shaped_interface() -> InterfaceDef {
    InterfaceDef {
        name: "ShapedThing".into(),
        docs: Docs {
            summary: "Things with a rank.".into(),
            description: String::new(),
        },
        methods: vec![
            InterfaceMethod {
                name: "rank".into(),
                doc: "The rank.".into(),
                signature: code("fn rank(&self, ctx: &__rt::Context) -> usize"),
                is_static: false,
                default_body: None,
                span: Span::default(),
            },
            InterfaceMethod {
                name: "is_scalar".into(),
                doc: String::new(),
                signature: code("fn is_scalar(&self, ctx: &__rt::Context) -> bool"),
                is_static: false,
                default_body: Some(code("$_self.rank(ctx) == 0")),
                span: Span::default(),
            },
            InterfaceMethod {
                name: "kind".into(),
                doc: String::new(),
                signature: code("fn kind() -> &'static str;"),
                is_static: true,
                default_body: None,
                span: Span::default(),
            },
        ],
        verify: Some(code("let _ = ($_ctx, $_op); Ok(())")),
        span: Span::default(),
    }
}

fn model() -> Model {
    Model {
        dialect: DialectDef {
            name: "test".into(),
            rust_name: "TestDialect".into(),
            use_properties: true,
            ..Default::default()
        },
        enums: vec![cmp_enum(), fastmath_enum()],
        interfaces: vec![shaped_interface()],
        ..Default::default()
    }
}

fn pretty(t: proc_macro2::TokenStream) -> String {
    let file: syn::File = syn::parse2(t).expect("generated code parses");
    prettyplease::unparse(&file)
}

fn op_model() -> Model {
    let mut m = model();
    m.dialect.docs = Docs {
        summary: "A test dialect.".into(),
        description: "Ops for tests.".into(),
    };
    m.constraints = vec![
        Constraint {
            name: "I32".into(),
            kind: ConstraintKind::Type,
            pred: Pred::True,
            summary: "32-bit signless integer".into(),
            description: String::new(),
            type_builder: None,
            type_class: None,
            attr: None,
            span: Span::default(),
        },
        Constraint {
            name: "CmpPredicateAttr".into(),
            kind: ConstraintKind::Attr,
            pred: Pred::True,
            summary: "allowed 64-bit signless integer cases: 0, 2".into(),
            description: String::new(),
            type_builder: None,
            type_class: None,
            attr: Some(AttrStorage {
                rust_type: "CmpPredicate".into(),
                convert: None,
                build: None,
                enum_id: Some(EnumId(0)),
                presence: false,
                value_type: None,
                storage: None,
                dense_array: None,
                symbol_name: false,
                optional_start: None,
                enum_path: None,
                storage_check: true,
            }),
            span: Span::default(),
        },
    ];
    let operand = |name: &str, arity: Arity| OperandDef {
        name: name.into(),
        constraint: ConstraintId(0),
        arity,
        doc: String::new(),
        effects: Vec::new(),
        span: Span::default(),
    };
    m.ops.push(OpDef {
        mnemonic: "cmp".into(),
        full_name: "test.cmp".into(),
        rust_name: "CmpOp".into(),
        docs: Docs {
            summary: "compares".into(),
            description: "Compares `lhs` with `rhs`.".into(),
        },
        arguments: vec![
            Argument::Attr(0),
            Argument::Operand(0),
            Argument::Operand(1),
        ],
        operands: vec![
            operand("lhs", Arity::Single),
            operand("rest", Arity::Variadic),
        ],
        attributes: vec![AttrDef {
            name: "predicate".into(),
            getter: "predicate".into(),
            constraint: ConstraintId(1),
            kind: AttrKindDef::Required,
            is_property: false,
            doc: String::new(),
            span: Span::default(),
        }],
        results: vec![operand("result", Arity::Single)],
        regions: vec![],
        successors: vec![],
        traits: vec![
            TraitUse::Native(NativeTrait::SameTypeOperands),
            TraitUse::Native(NativeTrait::Pure),
        ],
        interfaces: vec![InterfaceUse {
            id: Some(InterfaceId(0)),
            path: "ShapedThing".into(),
            known: None,
            declared_methods: vec![],
            span: Span::default(),
        }],
        operand_segments: SegmentMode::None,
        result_segments: SegmentMode::None,
        builders: vec![],
        skip_default_builders: false,
        format: Some(code("$predicate `,` $lhs attr-dict `:` type($lhs)")),
        asm_format: None,
        hooks: Hooks::default(),
        extra: vec![],
        span: Span::default(),
    });
    m
}

#[test]
fn integer_enum_output_is_exact() {
    let m = op_model();
    assert_eq!(pretty(enums::gen_enum(&m, &m.enums[0])), INT_ENUM);
}

#[test]
fn bit_enum_output_is_exact() {
    let m = op_model();
    assert_eq!(pretty(enums::gen_enum(&m, &m.enums[1])), BIT_ENUM);
}

#[test]
fn interface_output_is_exact() {
    let m = op_model();
    assert_eq!(pretty(interfaces::gen_interfaces(&m).unwrap()), INTERFACE);
}

#[test]
fn registration_statements_are_exact() {
    let m = op_model();
    let reg = enums::gen_enum_registration(&m);
    let im = interfaces::gen_register_model(&m, OpId(0), &m.ops[0].interfaces[0]);
    assert_eq!(pretty(quote::quote! { fn f() { #reg #im } }), REGISTRATION);
}

#[test]
fn foreign_and_known_interfaces_register_by_convention() {
    let mut m = op_model();
    m.ops[0].interfaces = vec![
        InterfaceUse {
            id: None,
            path: "crate::other::Shaped".into(),
            known: None,
            declared_methods: vec![],
            span: Span::default(),
        },
        InterfaceUse {
            id: None,
            path: "::ods_runtime::ods::hooks::InferTypeOpInterface".into(),
            known: Some(KnownInterface::InferTypeOpInterface),
            declared_methods: vec![],
            span: Span::default(),
        },
    ];
    let foreign = interfaces::gen_register_model(&m, OpId(0), &m.ops[0].interfaces[0]);
    assert_eq!(
        pretty(quote::quote! { fn f() { #foreign } }),
        "fn f() {\n    {\n        fn __ods_cast(op: &__rt::Op) -> &dyn crate::other::Shaped {\n            CmpOp::from_op_ref(op)\n        }\n        static __ODS_MODEL: crate::other::ShapedModel = crate::other::ShapedModel::of::<\n            CmpOp,\n        >(__ods_cast);\n        ctx.add_interface(__ods_id, &__ODS_MODEL);\n    }\n}\n"
    );
    let known = interfaces::gen_register_model(&m, OpId(0), &m.ops[0].interfaces[1]);
    assert!(known.is_empty());
}

#[test]
fn bad_signatures_are_located() {
    let mut m = op_model();
    m.interfaces[0].methods[0].signature = Code {
        text: "fn rank(&self".into(),
        span: Span::new(FileId(1), 7, 20),
    };
    m.interfaces[0].methods[2].is_static = false;
    let errs = interfaces::gen_interfaces(&m).unwrap_err();
    assert_eq!(errs.len(), 2);
    assert_eq!(errs[0].span.start, 7);
    assert!(errs[0]
        .message
        .starts_with("expected a Rust method signature"));
    assert_eq!(
        errs[1].message,
        "an interface method needs a `self` parameter (`&self`); write `static` for one without"
    );
}

#[test]
fn bad_case_names_do_not_panic() {
    // validation rejects such names (see `validate_rust_code.rs`); a
    // model built around it still generates, with a placeholder name
    let mut m = op_model();
    m.enums[0].cases[0].rust_name = "not valid".into();
    let text = enums::gen_enums(&m).to_string();
    assert!(text.contains("__ods_invalid_name"), "{text}");
}

#[test]
fn markdown_is_exact() {
    assert_eq!(ods_spec::docgen::generate_markdown(&op_model()), MARKDOWN);
}

const INT_ENUM: &str = r##"/// comparison predicate
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
#[repr(i64)]
pub enum CmpPredicate {
    /// `eq`
    Eq = 0,
    /// `slt`
    Slt = 2,
}
impl CmpPredicate {
    #[doc(hidden)]
    pub const __ODS_INFO: __rt::enums::EnumInfo = __rt::enums::EnumInfo {
        name: "CmpPredicate",
        message_name: "CmpPredicate",
        attr_message_name: "CmpPredicateAttr",
        cases: &[
            __rt::enums::EnumCaseInfo {
                keyword: "eq",
                value: 0,
                is_group: false,
            },
            __rt::enums::EnumCaseInfo {
                keyword: "slt",
                value: 2,
                is_group: false,
            },
        ],
        bit: false,
        width: 64,
        separator: "|",
        primary_group: false,
        keyword_errors: __rt::None,
        attr: __rt::enums::EnumAttrKind::Integer,
    };
    /// Every case, in declaration order.
    pub const ALL: &'static [Self] = &[Self::Eq, Self::Slt];
    /// The largest case value.
    pub const MAX_VALUE: i64 = 2;
    /// The keyword of this case in IR.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Eq => "eq",
            Self::Slt => "slt",
        }
    }
    /// The case whose keyword is `s`.
    pub fn from_keyword(s: &str) -> __rt::Option<Self> {
        match s {
            "eq" => __rt::Some(Self::Eq),
            "slt" => __rt::Some(Self::Slt),
            _ => __rt::None,
        }
    }
    /// The integer value of this case.
    pub fn to_value(self) -> i64 {
        self as i64
    }
    /// The case with integer value `v`.
    pub fn from_value(v: i64) -> __rt::Option<Self> {
        match v {
            0 => __rt::Some(Self::Eq),
            2 => __rt::Some(Self::Slt),
            _ => __rt::None,
        }
    }
    /// The attribute holding this value.
    pub fn to_attr(self, ctx: &mut __rt::Context) -> __rt::Attribute {
        __rt::enums::to_attr(ctx, &Self::__ODS_INFO, self.to_value() as u64)
    }
    /// The value of an attribute of exactly this enum's form, if it holds a valid value.
    pub fn from_attr(ctx: &__rt::Context, a: __rt::Attribute) -> __rt::Option<Self> {
        __rt::enums::attr_value(ctx, &Self::__ODS_INFO, a)
            .and_then(|v| Self::from_value(v as i64))
    }
    /// Like `from_attr`, but accepting an integer attribute of any integer type, dropping
    /// unknown bits of bit enums, and never failing: an attribute holding no valid value
    /// (only possible in IR that does not verify) gives the first case (integer enums) or
    /// no bits (bit enums). Typed attribute getters use this.
    pub fn from_attr_lossy(ctx: &__rt::Context, a: __rt::Attribute) -> Self {
        match __rt::enums::attr_value_lossy(ctx, &Self::__ODS_INFO, a)
            .and_then(|v| Self::from_value(v as i64))
        {
            __rt::Some(v) => v,
            __rt::None => Self::Eq,
        }
    }
}
impl ::core::fmt::Display for CmpPredicate {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::core::str::FromStr for CmpPredicate {
    type Err = __rt::enums::UnknownEnumKeyword;
    fn from_str(s: &str) -> __rt::Result<Self, Self::Err> {
        Self::from_keyword(s)
            .ok_or_else(|| __rt::enums::UnknownEnumKeyword {
                info: &Self::__ODS_INFO,
                text: ::std::string::String::from(s),
            })
    }
}
"##;

const BIT_ENUM: &str = r##"/// The `FastMath` bit enum.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMath(u32);
impl FastMath {
    #[doc(hidden)]
    pub const __ODS_INFO: __rt::enums::EnumInfo = __rt::enums::EnumInfo {
        name: "FastMath",
        message_name: "FastMath",
        attr_message_name: "FastMathAttr",
        cases: &[
            __rt::enums::EnumCaseInfo {
                keyword: "none",
                value: 0,
                is_group: false,
            },
            __rt::enums::EnumCaseInfo {
                keyword: "nnan",
                value: 1,
                is_group: false,
            },
            __rt::enums::EnumCaseInfo {
                keyword: "ninf",
                value: 2,
                is_group: false,
            },
            __rt::enums::EnumCaseInfo {
                keyword: "fast",
                value: 3,
                is_group: true,
            },
        ],
        bit: true,
        width: 32,
        separator: ",",
        primary_group: true,
        keyword_errors: __rt::None,
        attr: __rt::enums::EnumAttrKind::Dialect {
            dialect: "test",
            mnemonic: "fastmath",
            bare: false,
            storage: __rt::enums::EnumAttrStorage {
                def: Self::ATTR_DEFINITION,
                pack: Self::__ods_pack,
                unpack: Self::__ods_unpack,
            },
        },
    };
    /// `none`
    pub const NONE: Self = Self(0);
    /// no NaNs
    pub const NO_NA_NS: Self = Self(1);
    /// `ninf`
    pub const NO_INFS: Self = Self(2);
    /// `fast`
    pub const FAST: Self = Self(3);
    /// Every bit of every case.
    pub const ALL_BITS: u32 = 3;
    /// The raw bits.
    pub const fn bits(self) -> u32 {
        self.0
    }
    /// The value with exactly `bits`, if every bit belongs to a case.
    pub const fn from_bits(bits: u32) -> __rt::Option<Self> {
        if bits & !Self::ALL_BITS == 0 { __rt::Some(Self(bits)) } else { __rt::None }
    }
    /// The value with `bits`, unknown bits dropped.
    pub const fn from_bits_truncate(bits: u32) -> Self {
        Self(bits & Self::ALL_BITS)
    }
    /// True when every bit of `other` is set.
    pub const fn contains_all(self, other: Self) -> bool {
        self.0 & other.0 == other.0
    }
    /// True when some bit of `other` is set.
    pub const fn contains_any(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }
    /// Sets the bits of `other`.
    pub fn set(&mut self, other: Self) {
        self.0 |= other.0;
    }
    /// Clears the bits of `other`.
    pub fn clear(&mut self, other: Self) {
        self.0 &= !other.0;
    }
    /// True when no bit is set.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Parses the keyword list form (`a,b` with the enum's separator, or a group or
    /// the zero case's keyword).
    pub fn from_keywords(s: &str) -> __rt::Option<Self> {
        __rt::enums::bits_from_str(&Self::__ODS_INFO, s).map(|v| Self(v as u32))
    }
    /// The attribute holding this value.
    pub fn to_attr(self, ctx: &mut __rt::Context) -> __rt::Attribute {
        __rt::enums::to_attr(ctx, &Self::__ODS_INFO, self.0 as u64)
    }
    /// The value stored in this enum's dialect attribute (`None` for any other attribute).
    #[inline]
    pub fn from_attr(ctx: &__rt::Context, a: __rt::Attribute) -> __rt::Option<Self> {
        ctx.attr_params::<Self>(a).copied()
    }
    /// Like `from_attr`, but never failing: another attribute (only possible in IR that
    /// does not verify) gives the first case (integer enums) or no bits (bit enums).
    /// Typed attribute getters use this.
    #[inline]
    pub fn from_attr_lossy(ctx: &__rt::Context, a: __rt::Attribute) -> Self {
        match ctx.attr_params::<Self>(a) {
            __rt::Some(v) => *v,
            __rt::None => Self(0),
        }
    }
    /// The attribute definition `#test.fastmath<...>`, whose parameter storage is a `FastMath`
    /// (registered by the dialect's `register`).
    pub const ATTR_DEFINITION: __rt::registry::AttrDefinition = __rt::registry::AttrDefinition {
        dialect: "test",
        mnemonic: "fastmath",
        storage: ::core::any::TypeId::of::<Self>,
        parse: Self::__ods_parse_attr,
        print: Self::__ods_print_attr,
        ty: __rt::None,
    };
    fn __ods_parse_attr(
        p: &mut __rt::registry::DialectAsmParser<'_, '_>,
        _ty: __rt::Option<__rt::Type>,
    ) -> __rt::Result<__rt::Attribute, __rt::Diagnostic> {
        __rt::enums::parse_attr(p, &Self::__ODS_INFO)
    }
    fn __ods_print_attr(
        p: &mut __rt::registry::DialectAsmPrinter<'_, '_>,
        a: __rt::Attribute,
    ) {
        __rt::enums::print_attr(p, &Self::__ODS_INFO, a)
    }
    fn __ods_pack(v: u64) -> __rt::ir::defs::DefParams {
        __rt::ir::defs::DefParams::new(Self::from_bits_truncate(v as u32))
    }
    fn __ods_unpack(ctx: &__rt::Context, a: __rt::Attribute) -> __rt::Option<u64> {
        ctx.attr_params::<Self>(a).map(|&v| v.0 as u64)
    }
}
impl ::core::ops::BitOr for FastMath {
    type Output = Self;
    fn bitor(self, rhs: Self) -> Self {
        Self((self.0 | rhs.0) & Self::ALL_BITS)
    }
}
impl ::core::ops::BitOrAssign for FastMath {
    fn bitor_assign(&mut self, rhs: Self) {
        *self = ::core::ops::BitOr::bitor(*self, rhs);
    }
}
impl ::core::ops::BitAnd for FastMath {
    type Output = Self;
    fn bitand(self, rhs: Self) -> Self {
        Self((self.0 & rhs.0) & Self::ALL_BITS)
    }
}
impl ::core::ops::BitAndAssign for FastMath {
    fn bitand_assign(&mut self, rhs: Self) {
        *self = ::core::ops::BitAnd::bitand(*self, rhs);
    }
}
impl ::core::ops::BitXor for FastMath {
    type Output = Self;
    fn bitxor(self, rhs: Self) -> Self {
        Self((self.0 ^ rhs.0) & Self::ALL_BITS)
    }
}
impl ::core::ops::BitXorAssign for FastMath {
    fn bitxor_assign(&mut self, rhs: Self) {
        *self = ::core::ops::BitXor::bitxor(*self, rhs);
    }
}
impl ::core::ops::Not for FastMath {
    type Output = Self;
    fn not(self) -> Self {
        Self(!self.0 & Self::ALL_BITS)
    }
}
impl ::core::fmt::Display for FastMath {
    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
        f.write_str(&__rt::enums::bits_to_string(&Self::__ODS_INFO, self.0 as u64))
    }
}
impl ::core::str::FromStr for FastMath {
    type Err = __rt::enums::UnknownEnumKeyword;
    fn from_str(s: &str) -> __rt::Result<Self, Self::Err> {
        Self::from_keywords(s)
            .ok_or_else(|| __rt::enums::UnknownEnumKeyword {
                info: &Self::__ODS_INFO,
                text: ::std::string::String::from(s),
            })
    }
}
"##;

const INTERFACE: &str = r##"/// Things with a rank.
pub trait ShapedThing {
    /// The rank.
    fn rank(&self, ctx: &__rt::Context) -> usize;
    /// The `is_scalar` method.
    fn is_scalar(&self, ctx: &__rt::Context) -> bool {
        self.rank(ctx) == 0
    }
    /// The `kind` method.
    fn kind() -> &'static str
    where
        Self: ::core::marker::Sized;
}
/// The runtime model of `ShapedThing`: what an op registration attaches (see `ctx.add_interface`).
#[derive(Clone, Copy)]
pub struct ShapedThingModel {
    /// Casts an operation of the implementing op type to the trait object.
    pub cast: for<'a> fn(&'a __rt::Op) -> &'a dyn ShapedThing,
    /// The interface verifier, if the interface has one.
    pub verify: __rt::Option<__rt::registry::VerifyFn>,
    /// `T::kind` of the implementing op.
    pub kind: fn() -> &'static str,
}
impl ShapedThingModel {
    /// The model of op type `T`, given its cast (`|op| T::from_op_ref(op)` as a fn).
    pub const fn of<T: ShapedThing + 'static>(
        cast: for<'a> fn(&'a __rt::Op) -> &'a dyn ShapedThing,
    ) -> Self {
        Self {
            cast,
            verify: __rt::Some(__ods_verify_shaped_thing),
            kind: <T as ShapedThing>::kind,
        }
    }
}
/// `op` as a `ShapedThing`, when its registration attaches the interface.
pub fn as_shaped_thing<'a>(
    ctx: &__rt::Context,
    op: &'a __rt::Op,
) -> __rt::Option<&'a dyn ShapedThing> {
    let info = ctx.ir.op(*op).info?;
    ctx.registry.interface::<ShapedThingModel>(info).map(|m| (m.cast)(op))
}
#[doc(hidden)]
#[allow(unused_variables)]
pub fn __ods_verify_shaped_thing(
    ctx: &__rt::Context,
    op: __rt::Op,
) -> __rt::Result<(), __rt::Diagnostic> {
    let _ = (ctx, op);
    Ok(())
}
"##;

const REGISTRATION: &str = r##"fn f() {
    ctx.register_attr_def(FastMath::ATTR_DEFINITION);
    {
        fn __ods_cast(op: &__rt::Op) -> &dyn ShapedThing {
            CmpOp::from_op_ref(op)
        }
        static __ODS_MODEL: ShapedThingModel = ShapedThingModel::of::<CmpOp>(__ods_cast);
        ctx.add_interface(__ods_id, &__ODS_MODEL);
    }
}
"##;

const MARKDOWN: &str = r##"<!-- Autogenerated by odsc; don't manually edit -->

# 'test' Dialect

A test dialect.

Ops for tests.

## Operations

### `test.cmp` (CmpOp)

_compares_

Syntax:

```
operation ::= `test.cmp` $predicate `,` $lhs attr-dict `:` type($lhs)
```

Compares `lhs` with `rhs`.

Traits: `Pure`, `SameTypeOperands`

Interfaces: `ShapedThing`

#### Attributes:

| Attribute | Rust type | Description |
| :-------: | --------- | ----------- |
| `predicate` | `CmpPredicate` | allowed 64-bit signless integer cases: 0, 2 |

#### Operands:

| Operand | Description |
| :-----: | ----------- |
| `lhs` | 32-bit signless integer |
| `rest` | variadic of 32-bit signless integer |

#### Results:

| Result | Description |
| :----: | ----------- |
| `result` | 32-bit signless integer |

## Enums

### CmpPredicate

_comparison predicate_

A 64-bit integer enum, stored as an integer attribute.

#### Cases:

| Symbol | Value | String | Description |
| :----: | ----- | ------ | ----------- |
| Eq | `0` | eq |  |
| Slt | `2` | slt |  |

### FastMath

A 32-bit bit enum, stored as the dialect attribute `fastmath<...>`.

#### Cases:

| Symbol | Value | String | Description |
| :----: | ----- | ------ | ----------- |
| None | `0` | none |  |
| NoNaNs | `1` | nnan | no NaNs |
| NoInfs | `2` | ninf |  |
| Fast | `3` | fast |  |

## Interfaces

### ShapedThing

_Things with a rank._

#### Methods:

##### `rank`

```rust
fn rank(&self, ctx: &__rt::Context) -> usize;
```

The rank.

NOTE: This method *must* be implemented by the user.

##### `is_scalar`

```rust
fn is_scalar(&self, ctx: &__rt::Context) -> bool;
```

##### `kind`

```rust
fn kind() -> &'static str;
```

Static method: called on the op type, not on an instance.

NOTE: This method *must* be implemented by the user.
"##;

#[test]
fn front_end_enums_generate() {
    let src = "dialect t { summary \"t\" }\n\
               bit_enum FastMath : i32 {\n  none = 0\n  nnan = 1\n  ninf = 2\n  fast = [nnan, ninf]\n  separator \",\"\n  primary_group\n  attr FastMathAttr dialect \"fastmath\"\n}\n";
    let c = ods_spec::analyze("t.ods", src);
    let m = match c.model {
        Ok(m) => m,
        Err(d) => panic!("{}", ods_spec::render_diagnostics(&c.sources, &d)),
    };
    let out = pretty(enums::gen_enums(&m));
    assert!(
        out.contains("    pub const FAST: Self = Self(3);\n"),
        "{out}"
    );
    let reg = enums::gen_enum_registration(&m);
    assert_eq!(
        pretty(quote::quote! { fn r() { #reg } }),
        "fn r() {\n    ctx.register_attr_def(FastMath::ATTR_DEFINITION);\n}\n"
    );
}

#[test]
fn dialect_form_integer_enums_store_their_value() {
    let src = "dialect t { summary \"t\" }\n\
               enum Pred : i32 {\n  eq = 0\n  slt = 2\n  attr PredAttr dialect \"pred\" bare\n}\n\
               enum Plain : i64 {\n  a = 0\n  b = 1\n  attr PlainAttr\n}\n";
    let c = ods_spec::analyze("t.ods", src);
    let m = match c.model {
        Ok(m) => m,
        Err(d) => panic!("{}", ods_spec::render_diagnostics(&c.sources, &d)),
    };
    let pred = pretty(enums::gen_enum(&m, &m.enums[0]));
    // the attribute stores the enum itself; getters read it back without parsing
    for want in [
        "bare: true,\n            storage: __rt::enums::EnumAttrStorage {",
        "        ctx.attr_params::<Self>(a).copied()\n",
        "        storage: ::core::any::TypeId::of::<Self>,\n",
        "            match Self::from_value(v as u32 as i32) {\n                __rt::Some(v) => v,\n                __rt::None => Self::Eq,\n            },\n",
        "        ctx.attr_params::<Self>(a).map(|&v| v.to_value() as u64)\n",
    ] {
        assert!(pred.contains(want), "missing {want:?} in\n{pred}");
    }
    // an integer-form enum is a builtin integer attribute: no definition
    let plain = pretty(enums::gen_enum(&m, &m.enums[1]));
    assert!(plain.contains("attr: __rt::enums::EnumAttrKind::Integer,"));
    assert!(!plain.contains("ATTR_DEFINITION"), "{plain}");
    let reg = enums::gen_enum_registration(&m);
    assert_eq!(
        pretty(quote::quote! { fn r() { #reg } }),
        "fn r() {\n    ctx.register_attr_def(Pred::ATTR_DEFINITION);\n}\n"
    );
}
