//! Code generation of op handles, accessors, adaptors, builders and dialect registration
//! (`codegen::op`, `codegen::builders`), from models built in Rust.

use ods_spec::codegen::{builders, format_tokens, op};
use ods_spec::model::*;

fn code(text: &str) -> Code {
    Code {
        text: text.into(),
        span: Span::new(FileId(1), 0, text.len()),
    }
}

fn type_constraint(name: &str, summary: &str, builder: Option<&str>) -> Constraint {
    Constraint {
        name: name.into(),
        kind: ConstraintKind::Type,
        pred: Pred::True,
        summary: summary.into(),
        description: String::new(),
        type_builder: builder.map(code),
        type_class: None,
        attr: None,
        span: Span::default(),
    }
}

fn attr_constraint(name: &str, summary: &str, storage: Option<AttrStorage>) -> Constraint {
    Constraint {
        name: name.into(),
        kind: ConstraintKind::Attr,
        pred: Pred::True,
        summary: summary.into(),
        description: String::new(),
        type_builder: None,
        type_class: None,
        attr: storage,
        span: Span::default(),
    }
}

fn i64_storage() -> AttrStorage {
    AttrStorage {
        rust_type: "i64".into(),
        convert: Some(code("crate::h::int_value($_ctx, $_self)")),
        build: Some(code("crate::h::int_attr($_ctx, $_value)")),
        enum_id: None,
        presence: false,
        value_type: None,
        storage: None,
        dense_array: None,
        symbol_name: false,
        optional_start: None,
        enum_path: None,
        storage_check: false,
    }
}

fn str_storage() -> AttrStorage {
    AttrStorage {
        rust_type: "&str".into(),
        convert: Some(code("crate::h::str_value($_ctx, $_self)")),
        build: Some(code("$_ctx.string_attr($_value)")),
        enum_id: None,
        presence: false,
        value_type: None,
        storage: None,
        dense_array: None,
        symbol_name: false,
        optional_start: None,
        enum_path: None,
        storage_check: false,
    }
}

fn group(name: &str, c: u32, arity: Arity) -> OperandDef {
    OperandDef {
        name: name.into(),
        constraint: ConstraintId(c),
        arity,
        doc: String::new(),
        effects: Vec::new(),
        span: Span::default(),
    }
}

fn attr(name: &str, c: u32, kind: AttrKindDef) -> AttrDef {
    AttrDef {
        name: name.into(),
        getter: name.into(),
        constraint: ConstraintId(c),
        kind,
        is_property: false,
        doc: String::new(),
        span: Span::default(),
    }
}

fn empty_op(rust: &str, mnemonic: &str) -> OpDef {
    OpDef {
        mnemonic: mnemonic.into(),
        full_name: format!("test.{mnemonic}"),
        rust_name: rust.into(),
        docs: Docs::default(),
        arguments: vec![],
        operands: vec![],
        attributes: vec![],
        results: vec![],
        regions: vec![],
        successors: vec![],
        traits: vec![],
        interfaces: vec![],
        operand_segments: SegmentMode::None,
        result_segments: SegmentMode::None,
        builders: vec![],
        skip_default_builders: false,
        format: None,
        asm_format: None,
        hooks: Hooks::default(),
        extra: vec![],
        span: Span::default(),
    }
}

/// Declares every op's operands, then its attributes, as its `arguments` (what sema records
/// for `arguments (operands..., attributes...)`).
fn declare_arguments(m: &mut Model) {
    for o in &mut m.ops {
        o.arguments = (0..o.operands.len())
            .map(Argument::Operand)
            .chain((0..o.attributes.len()).map(Argument::Attr))
            .collect();
    }
}

/// Constraints: 0 = I32 (buildable), 1 = AnyType, 2 = I64Attr, 3 = StrAttr, 4 = DenseI32ArrayAttr
/// (raw), 5 = UnitAttr (raw).
fn base_model() -> Model {
    Model {
        dialect: DialectDef {
            name: "test".into(),
            docs: Docs {
                summary: "a test dialect".into(),
                description: String::new(),
            },
            rust_name: "TestDialect".into(),
            use_properties: true,
            ..Default::default()
        },
        constraints: vec![
            type_constraint(
                "I32",
                "32-bit signless integer",
                Some("$_ctx.integer_type(32, __rt::ir::types::Signedness::Signless)"),
            ),
            type_constraint("AnyType", "any type", None),
            attr_constraint(
                "I64Attr",
                "64-bit signless integer attribute",
                Some(i64_storage()),
            ),
            attr_constraint("StrAttr", "string attribute", Some(str_storage())),
            attr_constraint("DenseI32ArrayAttr", "i32 dense array attribute", None),
            attr_constraint("UnitAttr", "unit attribute", None),
        ],
        ..Default::default()
    }
}

/// `test.addi`: one operand, one result, one attribute.
fn small_model() -> Model {
    let mut m = base_model();
    let mut o = empty_op("AddIOp", "addi");
    o.docs.summary = "integer addition".into();
    o.operands = vec![group("lhs", 0, Arity::Single)];
    o.attributes = vec![attr("value", 2, AttrKindDef::Required)];
    o.results = vec![group("res", 0, Arity::Single)];
    o.traits = vec![TraitUse::Native(NativeTrait::Pure)];
    m.ops.push(o);
    declare_arguments(&mut m);
    m
}

/// An op with every kind of operand, attribute, result, region and successor.
fn full_model() -> Model {
    let mut m = base_model();
    m.dialect.discardable_attrs = vec![DiscardableAttr {
        name: "flag".into(),
        constraint: ConstraintId(5),
        span: Span::default(),
    }];
    m.dialect.dependent_dialects = vec!["crate::other::register".into()];
    let mut o = empty_op("KitchenOp", "kitchen");
    o.docs.description = "Every construct.\n\nA `|` in text.".into();
    o.operands = vec![
        group("lhs", 0, Arity::Single),
        group("maybe", 1, Arity::Optional),
        group("rest", 1, Arity::Variadic),
        group(
            "groups",
            1,
            Arity::VariadicOfVariadic {
                segment_attr: "group_sizes".into(),
            },
        ),
    ];
    o.operand_segments = SegmentMode::AttrSized;
    o.attributes = vec![
        attr("group_sizes", 4, AttrKindDef::Required),
        attr("value", 2, AttrKindDef::Required),
        attr("opt", 3, AttrKindDef::Optional),
        attr("dflt", 2, AttrKindDef::DefaultValued { default: code("7") }),
        attr(
            "dflt_opt",
            2,
            AttrKindDef::DefaultValuedOptional { default: code("0") },
        ),
        attr("unit", 5, AttrKindDef::Optional),
        attr(
            "derived",
            1,
            AttrKindDef::Derived {
                rust_type: "usize".into(),
                body: code("$_ctx.ir.num_operands($_op)"),
                to_attr: None,
            },
        ),
        attr("constant", 2, AttrKindDef::Constant { value: code("42") }),
    ];
    o.attributes[1].is_property = true;
    o.results = vec![
        group("res", 0, Arity::Single),
        group("more", 1, Arity::Variadic),
        group("last", 1, Arity::Optional),
    ];
    o.result_segments = SegmentMode::SameSize;
    o.regions = vec![
        RegionDef {
            name: "body".into(),
            constraint: RegionConstraint::Sized(1),
            variadic: false,
            doc: "the body".into(),
            span: Span::default(),
        },
        RegionDef {
            name: "others".into(),
            constraint: RegionConstraint::Any,
            variadic: true,
            doc: String::new(),
            span: Span::default(),
        },
    ];
    o.successors = vec![
        SuccessorDef {
            name: "dest".into(),
            variadic: false,
            doc: String::new(),
            span: Span::default(),
        },
        SuccessorDef {
            name: "targets".into(),
            variadic: true,
            doc: String::new(),
            span: Span::default(),
        },
    ];
    o.traits = vec![
        TraitUse::Native(NativeTrait::Terminator),
        TraitUse::SingleBlockImplicitTerminator("test.yield".into()),
    ];
    o.hooks.has_folder = true;
    o.hooks.has_region_verifier = true;
    o.hooks.custom_assembly = true;
    o.builders = vec![BuilderDef {
        name: "build_empty".into(),
        doc: "Builds a kitchen op with nothing.".into(),
        params: code("count: usize"),
        body: code("let _ = count; $_state.operands.clear();"),
        span: Span::default(),
    }];
    o.extra = vec![code("/// A helper.\npub fn helper(self) -> u32 { 1 }")];
    m.ops.push(o);

    // SameOperandsAndResultType and inferred results
    let mut s = empty_op("NegOp", "neg");
    s.operands = vec![group("input", 1, Arity::Single)];
    s.results = vec![group("out", 1, Arity::Single)];
    s.traits = vec![TraitUse::Native(NativeTrait::SameOperandsAndResultType)];
    m.ops.push(s);
    let mut i = empty_op("PackOp", "pack");
    i.operands = vec![group("items", 1, Arity::Variadic)];
    i.results = vec![group("packed", 1, Arity::Single)];
    i.interfaces = vec![InterfaceUse {
        id: None,
        path: "__rt::hooks::InferTypeOpInterface".into(),
        known: Some(KnownInterface::InferTypeOpInterface),
        declared_methods: vec![],
        span: Span::default(),
    }];
    m.ops.push(i);
    declare_arguments(&mut m);
    m
}

fn gen_all(m: &Model) -> proc_macro2::TokenStream {
    let mut t = proc_macro2::TokenStream::new();
    for i in 0..m.ops.len() {
        t.extend(op::gen_op(m, OpId(i as u32)).expect("gen_op"));
        t.extend(builders::gen_builders(m, OpId(i as u32)).expect("gen_builders"));
    }
    t.extend(op::gen_dialect(m).expect("gen_dialect"));
    t
}

fn dump(name: &str, text: &str) {
    if let Ok(dir) = std::env::var("ODS_DUMP_DIR") {
        std::fs::write(format!("{dir}/{name}"), text).expect("dump");
    }
}

#[test]
fn every_kind_generates_a_parsable_file() {
    let m = full_model();
    let tokens = gen_all(&m);
    let file: syn::File = syn::parse2(tokens.clone()).expect("generated code parses");
    let text = format_tokens(tokens).expect("formats");
    dump("full.rs", &text);
    assert!(file.items.len() >= 10);
    for needle in [
        "pub fn groups(\n        self,\n        ctx: &__rt::Context,\n    ) -> ::std::vec::Vec<::std::vec::Vec<__rt::Value>> {",
        "pub fn opt(self, ctx: &__rt::Context) -> __rt::Option<&str> {",
        "pub fn opt<'c>(\n        &self,\n        ctx: &'c __rt::Context,\n    ) -> __rt::Option<&'c str> {",
        "pub fn remove_dflt_attr(self, ctx: &mut __rt::Context)",
        "pub const PROPERTY_NAMES: &'static [&'static str] = &[\n        \"group_sizes\",\n        \"value\",\n        \"opt\",\n        \"dflt\",\n        \"dflt_opt\",\n        \"unit\",\n        \"operandSegmentSizes\",\n    ];",
        "__rt::registry::OpTraits::TERMINATOR.0\n            | __rt::registry::OpTraits::SINGLE_BLOCK.0\n            | __rt::registry::OpTraits::SINGLE_BLOCK_IMPLICIT_TERMINATOR.0\n            | __rt::registry::OpTraits::ATTR_SIZED_OPERAND_SEGMENTS.0\n            | __rt::registry::OpTraits::SAME_VARIADIC_RESULT_SIZE.0",
        "pub fn others(self, ctx: &__rt::Context) -> &[__rt::Region]",
        "pub fn targets(self, ctx: &__rt::Context) -> &[__rt::Block]",
        "verify_regions: __rt::Some(\n                KitchenOp::__ods_verify_regions,\n            ),",
        "fold: __rt::Some(KitchenOp::__ods_fold),",
        "parse: __rt::Some(KitchenOp::__ods_parse),",
        "crate::other::register(ctx);",
        "pub const FLAG_ATTR_NAME: &'static str = \"test.flag\";",
        "\\n| `derived` | any type (derived) |   |\\n",
        "\\n\\nEvery construct.\\n\\nA `|` in text.\\n\\n",
        "\\n| `maybe` | optional any type |   |\\n",
        "let ty = __rt::access::value_type(ctx, input);",
        "<Self as __rt::hooks::InferTypeOpInterface>::infer_return_types(",
        "pub fn build_empty(\n        ctx: &mut __rt::Context,\n        loc: __rt::Location,\n        count: usize,\n    ) -> Self {",
        "pub fn helper(self) -> u32 {",
        "build_with_result_types => create_with_result_types(",
        "build_full => create_full(",
        "pub fn create_full(",
        "pub fn create_build_empty(",
    ] {
        // token for token: the layout (whitespace, trailing commas) is not compared
        let norm = |s: &str| {
            let t: String = s.chars().filter(|c| !c.is_whitespace()).collect();
            t.replace(",)", ")").replace(",]", "]").replace(",}", "}")
        };
        assert!(
            norm(&text).contains(&norm(needle)),
            "missing:\n{needle}\n--- in ---\n{text}"
        );
    }
    // the whole pipeline (with the verifier and interface parts), for compile checks
    if let Ok(all) = ods_spec::codegen::generate(&m) {
        dump(
            "pipeline.rs",
            &format_tokens(all).expect("pipeline output formats"),
        );
    }
    // the variadic-of-variadic sizes attribute is computed, not a builder parameter
    assert!(!text.contains("group_sizes: __rt::Attribute"));
}

#[test]
fn layout_without_properties_keeps_only_props_in_slots() {
    let mut m = full_model();
    m.dialect.use_properties = false;
    let l = op::layout(&m, &m.ops[0]);
    dump("noprops.rs", &format_tokens(gen_all(&m)).unwrap());
    assert_eq!(l.property_names, vec!["value".to_string()]);
    assert_eq!(l.entries[1], ("value".to_string(), Some(0)));
    assert_eq!(l.entries[0], ("group_sizes".to_string(), None));
    assert_eq!(l.operand_sizes, Some(6));
    assert_eq!(l.entries[6], ("operandSegmentSizes".to_string(), None));
}

#[test]
fn result_type_modes() {
    let m = full_model();
    assert_eq!(
        builders::result_types_mode(&m, &m.ops[0]),
        builders::ResultTypes::Explicit
    );
    assert_eq!(
        builders::result_types_mode(&m, &m.ops[1]),
        builders::ResultTypes::SameAsFirstOperand
    );
    assert_eq!(
        builders::result_types_mode(&m, &m.ops[2]),
        builders::ResultTypes::Inferred
    );
    let s = small_model();
    assert_eq!(
        builders::result_types_mode(&s, &s.ops[0]),
        builders::ResultTypes::Buildable
    );
}

#[test]
fn bad_names_and_builder_params_are_located() {
    let mut m = small_model();
    // keywords get a `_` (`self_`), but a name starting with a digit has no getter
    m.ops[0].operands[0].name = "9x".into();
    m.ops[0].operands[0].span = Span::new(FileId(1), 10, 12);
    let e = op::gen_op(&m, OpId(0)).unwrap_err();
    assert_eq!(e[0].span.start, 10);
    assert_eq!(
        e[0].message,
        "`9x` cannot be used as a Rust identifier; rename it"
    );
    let mut m = small_model();
    m.ops[0].builders.push(BuilderDef {
        name: "build_x".into(),
        doc: String::new(),
        params: Code {
            text: "x: ".into(),
            span: Span::new(FileId(1), 3, 6),
        },
        body: code(""),
        span: Span::default(),
    });
    let e = builders::gen_builders(&m, OpId(0)).unwrap_err();
    assert_eq!(e[0].span.start, 3);
    assert!(e[0]
        .message
        .starts_with("expected Rust function parameters (`name: Type, ...`) here"));
}

#[test]
fn small_op_golden() {
    let m = small_model();
    let mut t = op::gen_op(&m, OpId(0)).unwrap();
    t.extend(builders::gen_builders(&m, OpId(0)).unwrap());
    let text = format_tokens(t).unwrap();
    dump("small.rs", &text);
    dump(
        "small_dialect.rs",
        &format_tokens(op::gen_dialect(&m).unwrap()).unwrap(),
    );
    assert_eq!(text, GOLDEN_SMALL);
}

/// The expected output for `small_model`: handle, constants and accessors (the result type
/// getter included), the adaptor, then the builders, as the linear layout writes them.
const GOLDEN_SMALL: &str = r##"// @generated by odsc from a .ods file. Do not edit: edit the .ods file instead.

__rt::__ods_op_handle!(
    AddIOp,
    "test.addi",
    "`test.addi`: integer addition\n\n# Operands\n\n| Operand | Constraint | Description |\n|---|---|---|\n| `lhs` | 32-bit signless integer |   |\n\n# Attributes\n\n| Attribute | Constraint | Description |\n|---|---|---|\n| `value` | 64-bit signless integer attribute |   |\n\n# Results\n\n| Result | Constraint | Description |\n|---|---|---|\n| `res` | 32-bit signless integer |   |\n\n# Traits\n\n`Pure`\n"
);
#[allow(clippy::unnecessary_cast)]
impl AddIOp {
    /// Name of the `value` attribute.
    pub const VALUE_ATTR_NAME: &'static str = "value";
    /// Where the `value` attribute is stored (for `set_state_attr`).
    pub const VALUE_ATTR: __rt::access::AttrRef = Self::__ODS_ATTRS[0];
    /// Inherent attribute names in property-slot order.
    pub const PROPERTY_NAMES: &'static [&'static str] = &["value"];
    /// Trait flags.
    pub const TRAITS: __rt::registry::OpTraits = __rt::registry::OpTraits(__rt::registry::OpTraits::PURE.0);
    #[doc(hidden)]
    pub const __ODS_ATTRS: &'static [__rt::access::AttrRef] = &[__rt::access::AttrRef::slot(0, "value")];
    #[doc(hidden)]
    pub const __ODS_OPERANDS: __rt::access::GroupSpec = __rt::access::GroupSpec::operands(
        &[__rt::access::GroupKind::Single],
        __rt::access::SegmentMode::None
    );
    #[doc(hidden)]
    pub const __ODS_RESULTS: __rt::access::GroupSpec = __rt::access::GroupSpec::results(
        &[__rt::access::GroupKind::Single],
        __rt::access::SegmentMode::None
    );
    #[doc(hidden)]
    pub const __ODS_NUM_REGIONS: usize = 0;
    /// The `value` attribute.
    #[inline]
    pub fn value(self, ctx: &__rt::Context) -> i64 {
        let attr = __rt::access::required_attr(self.value_attr(ctx), AddIOp::NAME, "value");
        crate::h::int_value(ctx, attr)
    }
    __rt::__ods_attr_raw!(value_attr set_value_attr 0 "value");
    /// Sets the `value` attribute.
    pub fn set_value(self, ctx: &mut __rt::Context, value: i64) {
        let attr = crate::h::int_attr(ctx, value);
        self.set_value_attr(ctx, attr)
    }
    __rt::__ods_operand!(single_at lhs lhs_range set_lhs 0 "lhs" "");
    __rt::__ods_result!(single_at res res_range res_type 0 "res" "");
}
__rt::__ods_adaptor!(
    AddIOpAdaptor,
    AddIOp,
    "The operands and inherent attributes of a `test.addi` op, with the getters of [`AddIOp`], usable before the op exists (e.g. in folders)."
);
#[allow(clippy::unnecessary_cast)]
impl<'a> AddIOpAdaptor<'a> {
    /// The `value` attribute.
    #[inline]
    pub fn value(&self, ctx: &__rt::Context) -> i64 {
        let attr = __rt::access::required_attr(self.value_attr(), AddIOp::NAME, "value");
        crate::h::int_value(ctx, attr)
    }
    __rt::__ods_attr_raw!(adaptor value_attr 0 "value");
    __rt::__ods_adaptor_operand!(AddIOp single lhs lhs_range 0 _ "lhs" "");
}
#[allow(clippy::unnecessary_cast)]
impl AddIOp {
    #[doc(hidden)]
    pub fn __ods_state(
        ctx: &mut __rt::Context,
        loc: __rt::Location,
        lhs: __rt::Value,
        value: __rt::Attribute
    ) -> __rt::OperationState {
        let mut state = __rt::access::new_state(ctx, Self::NAME, loc, Self::PROPERTY_NAMES.len());
        state.operands.push(lhs);
        __rt::access::set_state_attrs(ctx, &mut state, Self::__ODS_ATTRS, &[__rt::Some(value)]);
        state
    }
    __rt::__ods_build!(#[doc = " Builds a `test.addi` op (not inserted)."]
    #[doc = ""]
    #[doc = " * `lhs`: the `lhs` operand"]
    #[doc = " * `value`: the `value` attribute"]
    build => create(lhs: __rt::Value, value: i64));
    /// As [`Self::build`], inserted at the builder's insertion point.
    pub fn create(
        builder: &mut __rt::OpBuilder<'_>,
        loc: __rt::Location,
        lhs: __rt::Value,
        value: i64
    ) -> Self {
        let ctx: &mut __rt::Context = builder;
        let value = crate::h::int_attr(ctx, value);
        let mut state = Self::__ods_state(ctx, loc, lhs, value);
        let ty = ctx.integer_type(32, __rt::ir::types::Signedness::Signless);
        state.result_types.push(ty);
        Self(builder.create_op(state))
    }
    __rt::__ods_build!(#[doc = " Builds a `test.addi` op with its result types given as one list (not inserted); the other parameters are those of [`Self::build`]."]
    build_with_result_types => create_with_result_types(
        result_types: &[__rt::Type],
        lhs: __rt::Value,
        value: i64
    ));
    /// As [`Self::build_with_result_types`], inserted at the builder's insertion point.
    pub fn create_with_result_types(
        builder: &mut __rt::OpBuilder<'_>,
        loc: __rt::Location,
        result_types: &[__rt::Type],
        lhs: __rt::Value,
        value: i64
    ) -> Self {
        let ctx: &mut __rt::Context = builder;
        let value = crate::h::int_attr(ctx, value);
        let mut state = Self::__ods_state(ctx, loc, lhs, value);
        state.result_types.extend_from_slice(result_types);
        Self(builder.create_op(state))
    }
    __rt::__ods_generic_builders!("test.addi");
}
"##;

#[test]
fn camel_case_names_get_snake_case_getters() {
    // MLIR's names stay in the IR (`destOperands` in messages and the generic form); the Rust
    // getters, range getters, setters and builder parameters are snake_case, and a Rust
    // keyword gets a trailing `_`
    let mut m = small_model();
    m.ops[0].operands = vec![
        group("destOperands", 0, Arity::Single),
        group("in", 0, Arity::Single),
    ];
    declare_arguments(&mut m);
    let mut t = op::gen_op(&m, OpId(0)).unwrap();
    t.extend(builders::gen_builders(&m, OpId(0)).unwrap());
    let text = format_tokens(t).unwrap();
    for want in [
        "__ods_operand!(single_at dest_operands dest_operands_range set_dest_operands 0 \"destOperands\"",
        "dest_operands: __rt::Value",
        "__ods_operand!(single_at in_ in_range set_in 1 \"in\"",
    ] {
        assert!(text.contains(want), "missing `{want}` in:\n{text}");
    }
    assert!(!text.contains("destOperands("), "{text}");
}

#[test]
fn rustdoc_shows_the_syntax() {
    // the rustdoc and the markdown reference read one description of the op: the format as
    // written, continuation lines kept
    let mut m = small_model();
    m.ops[0].format = Some(code("$lhs\n   attr-dict `:` type($lhs)"));
    let syntax = "operation ::= `test.addi` $lhs\n   attr-dict `:` type($lhs)\n```\n";
    let d = op::op_doc(&m, &m.ops[0]);
    assert!(d.contains(&format!("# Syntax\n\n```text\n{syntax}")), "{d}");
    let md = ods_spec::docgen::generate_markdown(&m);
    assert!(md.contains(&format!("Syntax:\n\n```\n{syntax}")), "{md}");
}

#[test]
fn inliner_interface_registration() {
    let mut m = small_model();
    let plain = format_tokens(op::gen_dialect(&m).unwrap()).unwrap();
    assert!(!plain.contains("add_dialect_interface"));
    m.dialect.has_inliner_interface = true;
    let text = format_tokens(op::gen_dialect(&m).unwrap()).unwrap();
    // the flag adds exactly the model and its registration, after the dialect's
    let block = "    static __ODS_INLINER: __rt::transforms::inliner::DialectInlinerModel = \
                 __rt::transforms::inliner::DialectInlinerModel::of::<TestDialect>();\n    \
                 ctx.add_dialect_interface(\"test\", &__ODS_INLINER);\n";
    let reg = "    ctx.register_dialect(\"test\");\n";
    assert_eq!(text, plain.replacen(reg, &format!("{reg}{block}"), 1));
}
