//! Generated verifiers, region verifiers and fold glue (codegen/verify.rs, codegen/pred.rs),
//! checked as exact prettyplease text for small models built in Rust.

use ods_spec::codegen::{pred, verify};
use ods_spec::model::*;

fn sp() -> Span {
    Span::new(FileId(1), 0, 0)
}

fn code(t: &str) -> Code {
    Code {
        text: t.into(),
        span: sp(),
    }
}

fn constraint(name: &str, kind: ConstraintKind, pred: Pred, summary: &str) -> Constraint {
    Constraint {
        name: name.into(),
        kind,
        pred,
        summary: summary.into(),
        description: String::new(),
        type_builder: None,
        type_class: None,
        attr: None,
        span: sp(),
    }
}

fn value(name: &str, c: u32, arity: Arity) -> OperandDef {
    OperandDef {
        name: name.into(),
        constraint: ConstraintId(c),
        arity,
        doc: String::new(),
        effects: Vec::new(),
        span: sp(),
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
        span: sp(),
    }
}

fn op(rust: &str, full: &str) -> OpDef {
    OpDef {
        mnemonic: full.split('.').nth(1).unwrap_or("").into(),
        full_name: full.into(),
        rust_name: rust.into(),
        docs: Docs::default(),
        arguments: Vec::new(),
        operands: Vec::new(),
        attributes: Vec::new(),
        results: Vec::new(),
        regions: Vec::new(),
        successors: Vec::new(),
        traits: Vec::new(),
        interfaces: Vec::new(),
        operand_segments: SegmentMode::None,
        result_segments: SegmentMode::None,
        builders: Vec::new(),
        skip_default_builders: false,
        format: None,
        asm_format: None,
        hooks: Hooks::default(),
        extra: Vec::new(),
        span: sp(),
    }
}

/// constraints: 0 signless-integer-like (type), 1 any type, 2 an i64 attribute
fn base_model() -> Model {
    let mut m = Model::default();
    m.dialect.name = "test".into();
    m.constraints.push(constraint(
        "SignlessIntegerLike",
        ConstraintKind::Type,
        Pred::Leaf(code("__rt::preds::is_signless_integer_like($_ctx, $_self)")),
        "signless-integer-like",
    ));
    m.constraints.push(constraint(
        "AnyType",
        ConstraintKind::Type,
        Pred::True,
        "any type",
    ));
    m.constraints.push(constraint(
        "I64Attr",
        ConstraintKind::Attr,
        Pred::Leaf(code("__rt::preds::is_i64_attr($_ctx, $_self)")),
        "64-bit signless integer attribute",
    ));
    m
}

fn pretty(ts: proc_macro2::TokenStream) -> String {
    prettyplease::unparse(&syn::parse2::<syn::File>(ts).expect("generated code parses"))
}

fn addi_model() -> Model {
    let mut m = base_model();
    let mut o = op("AddIOp", "test.addi");
    o.operands = vec![
        value("lhs", 0, Arity::Single),
        value("rhs", 0, Arity::Single),
    ];
    o.results = vec![value("result", 0, Arity::Single)];
    o.attributes = vec![attr("value", 2, AttrKindDef::Required)];
    o.traits = vec![
        TraitUse::Native(NativeTrait::Pure),
        TraitUse::Native(NativeTrait::SameOperandsAndResultType),
    ];
    o.hooks.has_verifier = true;
    o.hooks.has_folder = true;
    m.ops.push(o);
    m
}

#[test]
fn constraint_functions() {
    let m = base_model();
    let got = pretty(pred::gen_constraint_fns(&m).unwrap());
    let want = r#"/// `SignlessIntegerLike`: signless-integer-like
#[doc(hidden)]
#[allow(unused_variables, unused_parens, dead_code, clippy::all)]
pub fn __ods_constraint_0(ctx: &__rt::Context, v: __rt::Type) -> bool {
    (__rt::preds::is_signless_integer_like(ctx, v))
}
/// `AnyType`: any type
#[doc(hidden)]
#[allow(unused_variables, unused_parens, dead_code, clippy::all)]
pub fn __ods_constraint_1(ctx: &__rt::Context, v: __rt::Type) -> bool {
    true
}
/// `I64Attr`: 64-bit signless integer attribute
#[doc(hidden)]
#[allow(unused_variables, unused_parens, dead_code, clippy::all)]
pub fn __ods_constraint_2(
    ctx: &__rt::Context,
    v: __rt::Attribute,
) -> bool {
    (__rt::preds::is_i64_attr(ctx, v))
}
"#;
    assert_same_tokens(&got, want);
}

#[test]
fn addi_verifier_and_single_result_fold_glue() {
    let m = addi_model();
    let got = pretty(verify::gen_op_verify(&m, OpId(0)).unwrap());
    let want = r#"impl AddIOp {
    /// The constraints of the inherent attributes, which the parser checks the
    /// attribute dictionary against (MLIR's `verifyInherentAttrs`).
    #[doc(hidden)]
    pub const __ODS_INHERENT_ATTR_CHECKS: &'static [__rt::registry::InherentAttrCheck] = &[
        __rt::registry::InherentAttrCheck {
            name: "value",
            pred: __ods_constraint_2,
            summary: "64-bit signless integer attribute",
            storage: __rt::None,
        },
    ];
    /// Checks the op's invariants (counts, structural traits, attributes, operand and
    /// result types, multi-entity traits, regions, other traits, interface verifiers,
    /// the `verify` hook), reporting the first failure with mlir-opt's message.
    #[doc(hidden)]
    #[allow(unused_variables, dead_code, non_snake_case, clippy::all)]
    pub fn __ods_verify(
        ctx: &__rt::Context,
        op: __rt::Op,
    ) -> __rt::Result<(), __rt::Diagnostic> {
        use __rt::verify as __v;
        const ATTRS: &[__v::AttrRef] = AddIOp::__ODS_ATTRS;
        const OPERANDS: &[__v::Group] = &[
            __v::Group::single("lhs", __ods_constraint_0, "signless-integer-like"),
            __v::Group::single("rhs", __ods_constraint_0, "signless-integer-like"),
        ];
        const OPERAND_SEGMENTS: __v::Segments = __v::Segments::None;
        const RESULTS: &[__v::Group] = &[
            __v::Group::single("result", __ods_constraint_0, "signless-integer-like"),
        ];
        const RESULT_SEGMENTS: __v::Segments = __v::Segments::None;
        __v::check_counts(
            ctx,
            op,
            __v::Count::Exact(0),
            __v::Count::Exact(1),
            __v::Count::Exact(0),
            __v::Count::Exact(2),
        )?;
        __v::check_required_attrs(ctx, op, &[ATTRS[0]])?;
        __v::check_attr(
            ctx,
            op,
            &ATTRS[0],
            __ods_constraint_2,
            "64-bit signless integer attribute",
        )?;
        __v::check_value_groups(ctx, op, false, OPERANDS, OPERAND_SEGMENTS)?;
        __v::check_value_groups(ctx, op, true, RESULTS, RESULT_SEGMENTS)?;
        __v::check_same_operands_and_result_type(ctx, op)?;
        __v::check_inferred_same_type(ctx, op, 0)?;
        <Self as __rt::hooks::Verify>::verify(Self(op), ctx)?;
        __rt::Ok(())
    }
    /// Fold glue: calls the op's `Fold` (or `FoldMulti`) hook (registered as the op's
    /// fold function).
    #[doc(hidden)]
    pub fn __ods_fold(
        ctx: &mut __rt::Context,
        op: __rt::Op,
        operands: &[__rt::Option<__rt::Attribute>],
        out: &mut ::std::vec::Vec<__rt::registry::FoldResult>,
    ) -> bool {
        match <Self as __rt::hooks::Fold>::fold(Self(op), ctx, operands) {
            __rt::Some(r) => {
                out.push(r);
                true
            }
            __rt::None => false,
        }
    }
}
"#;
    assert_same_tokens(&got, want);
    assert!(!verify::needs_region_verify(m.op(OpId(0))));
}

/// A model exercising every kind of check; `ODS_DUMP_SCRATCH=<file>` writes its generated
/// verifiers there (compiled and run against ods-runtime by a scratch crate).
fn scratch_model() -> Model {
    let mut m = Model::default();
    m.dialect.name = "test".into();
    let leaf = |t: &str| Pred::Leaf(code(t));
    let c = &mut m.constraints;
    c.push(constraint(
        "SIL",
        ConstraintKind::Type,
        leaf("crate::is_sil($_ctx, $_self)"),
        "signless-integer-like",
    )); // 0
    c.push(constraint(
        "AnyType",
        ConstraintKind::Type,
        Pred::True,
        "any type",
    )); // 1
    c.push(constraint(
        "I64Attr",
        ConstraintKind::Attr,
        leaf("crate::is_i64_attr($_ctx, $_self)"),
        "64-bit signless integer attribute",
    )); // 2
    c.push(constraint(
        "I1",
        ConstraintKind::Type,
        Pred::SubstLeaves {
            pattern: "$_self".into(),
            replacement: "$_self".into(),
            pred: Box::new(leaf("$_ctx.is_signless_int($_self, 1)")),
        },
        "1-bit signless integer",
    )); // 3
    c.push(constraint(
        "FloatOrIndex",
        ConstraintKind::Type,
        Pred::Or(vec![
            leaf("$_ctx.is_float($_self)"),
            leaf("$_ctx.is_index($_self)"),
        ]),
        "float or index",
    )); // 4
    c.push(constraint(
        "DenseI32ArrayAttr",
        ConstraintKind::Attr,
        leaf("__rt::verify::dense_i32_elements($_ctx, $_self).is_some()"),
        "i32 dense array attribute",
    )); // 5
    c.push(constraint(
        "StrAttr",
        ConstraintKind::Attr,
        leaf("matches!($_ctx.attr_kind($_self), __rt::AttrKind::String { .. })"),
        "string attribute",
    )); // 6
    m.user_traits.push(UserTraitDef {
        name: "NeedsOperands".into(),
        docs: Docs::default(),
        verify: Some(code(
            "if $_ctx.ir.num_operands($_op) < 2 { return Err(__rt::analysis::verifier::op_error($_ctx, $_op, \"needs operands\")); } Ok(())",
        )),
        span: sp(),
    });
    m.interfaces.push(InterfaceDef {
        name: "MyIface".into(),
        docs: Docs::default(),
        methods: Vec::new(),
        verify: Some(code("Ok(())")),
        span: sp(),
    });

    let mut a = op("AddIOp", "test.addi");
    a.operands = vec![
        value("lhs", 0, Arity::Single),
        value("rhs", 0, Arity::Single),
    ];
    a.results = vec![value("result", 0, Arity::Single)];
    a.attributes = vec![attr("value", 2, AttrKindDef::Required)];
    a.traits = vec![TraitUse::Native(NativeTrait::SameOperandsAndResultType)];
    a.interfaces = vec![InterfaceUse {
        id: Some(InterfaceId(0)),
        path: "MyIface".into(),
        known: None,
        declared_methods: Vec::new(),
        span: sp(),
    }];
    a.hooks.has_verifier = true;
    a.hooks.has_folder = true;
    m.ops.push(a);

    let mut s = op("SegOp", "test.seg");
    s.operands = vec![
        value("a", 0, Arity::Single),
        value("b", 4, Arity::Optional),
        value("c", 1, Arity::Variadic),
    ];
    s.results = vec![value("r", 1, Arity::Variadic)];
    s.operand_segments = SegmentMode::AttrSized;
    s.traits = vec![TraitUse::Native(NativeTrait::AttrSizedOperandSegments)];
    m.ops.push(s);

    let mut l = op("LoopOp", "test.loop");
    l.operands = vec![value("n", 1, Arity::Single)];
    l.regions = vec![RegionDef {
        name: "body".into(),
        constraint: RegionConstraint::Sized(1),
        variadic: false,
        doc: String::new(),
        span: sp(),
    }];
    l.traits = vec![
        TraitUse::Native(NativeTrait::SingleBlock),
        TraitUse::SingleBlockImplicitTerminator("test.yield".into()),
    ];
    m.ops.push(l);

    let mut y = op("YieldOp", "test.yield");
    y.operands = vec![value("values", 1, Arity::Variadic)];
    y.traits = vec![
        TraitUse::Native(NativeTrait::Terminator),
        TraitUse::HasParent(vec!["test.loop".into(), "test.other".into()]),
    ];
    m.ops.push(y);

    let mut x = op("MatchOp", "test.match");
    x.operands = vec![
        value("lhs", 1, Arity::Single),
        value("rhs", 1, Arity::Single),
    ];
    x.results = vec![value("res", 1, Arity::Single)];
    x.traits = vec![
        TraitUse::AllTypesMatch(vec!["lhs".into(), "res".into()]),
        TraitUse::TypesMatchWith {
            summary: "rhs type matches lhs type".into(),
            from: "lhs".into(),
            to: "rhs".into(),
            transform: code("$_self"),
        },
        TraitUse::Pred {
            summary: "lhs is not an index".into(),
            pred: Pred::Not(Box::new(leaf("$_ctx.is_index($_ctx.ir.value_type($lhs))"))),
        },
        TraitUse::User(UserTraitId(0)),
    ];
    m.ops.push(x);

    let mut p = op("PairOp", "test.pair");
    p.results = vec![value("a", 1, Arity::Single), value("b", 1, Arity::Single)];
    p.hooks.has_folder = true;
    m.ops.push(p);

    let mut sy = op("SymOp", "test.sym");
    sy.attributes = vec![attr("sym_name", 6, AttrKindDef::Required)];
    sy.traits = vec![TraitUse::Native(NativeTrait::Symbol)];
    m.ops.push(sy);

    let mut v = op("VovOp", "test.vov");
    v.operands = vec![
        value("cond", 3, Arity::Single),
        value(
            "groups",
            1,
            Arity::VariadicOfVariadic {
                segment_attr: "seg".into(),
            },
        ),
    ];
    v.attributes = vec![attr("seg", 5, AttrKindDef::Required)];
    m.ops.push(v);
    m
}

#[test]
fn scratch_model_generates() {
    let m = scratch_model();
    let mut ts = pred::gen_constraint_fns(&m).unwrap();
    for i in 0..m.ops.len() {
        ts.extend(verify::gen_op_verify(&m, OpId(i as u32)).unwrap());
    }
    let text = pretty(ts);
    if let Ok(p) = std::env::var("ODS_DUMP_SCRATCH") {
        std::fs::write(p, &text).unwrap();
    }
}

fn op_text(m: &Model, i: u32) -> String {
    pretty(verify::gen_op_verify(m, OpId(i)).unwrap())
}

/// Text without its layout: no whitespace, no trailing comma before a closing delimiter
/// (prettyplease wraps lines by their length, which the runtime alias changes).
fn norm(s: &str) -> String {
    let t: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    t.replace(",)", ")").replace(",]", "]").replace(",}", "}")
}

/// Asserts that `text` contains `snippet`, token for token.
fn has(text: &str, snippet: &str) {
    assert!(
        norm(text).contains(&norm(snippet)),
        "missing:\n{snippet}\nin:\n{text}"
    );
}

/// Asserts that `got` is `want`, token for token.
fn assert_same_tokens(got: &str, want: &str) {
    assert!(norm(got) == norm(want), "want:\n{want}\ngot:\n{got}");
}

#[test]
fn segments_optional_groups_and_variadic_counts() {
    let t = op_text(&scratch_model(), 1);
    has(&t, "            __v::Count::Any,\n            __v::Count::Exact(0),\n            __v::Count::AtLeast(1),\n        )?;\n        __v::check_segment_sizes(\n            ctx,\n            op,\n            &ATTRS[0],\n            \"operand\",\n            __rt::Some(3),\n            ctx.ir.num_operands(op),\n        )?;\n");
    has(
        &t,
        "const OPERAND_SEGMENTS: __v::Segments = __v::Segments::Attr(ATTRS[0]);",
    );
    has(
        &t,
        "__v::Group::optional(\"b\", __ods_constraint_4, \"float or index\"),",
    );
    // results are `any type` and not optional: no result table, no result check
    assert!(!t.contains("RESULTS"), "{t}");
}

#[test]
fn regions_single_block_and_implicit_terminator() {
    let m = scratch_model();
    assert!(verify::needs_region_verify(m.op(OpId(2))));
    let t = op_text(&m, 2);
    has(&t, "        )?;\n        __v::check_single_block(ctx, op, false)?;\n        __v::check_regions(\n            ctx,\n            op,\n            &[\n                __v::RegionCheck {\n                    name: \"body\",\n                    size: __v::RegionSize::Sized(1),\n                    variadic: false,\n                },\n            ],\n        )?;\n        __rt::Ok(())\n");
    has(&t, "    ) -> __rt::Result<(), __rt::Diagnostic> {\n        __rt::verify::check_implicit_terminator(ctx, op, \"test.yield\")?;\n        __rt::Ok(())\n    }\n");
    let y = op_text(&m, 3);
    has(
        &y,
        "__v::check_parent(ctx, op, &[\"test.loop\", \"test.other\"])?;",
    );
}

#[test]
fn multi_entity_traits_user_traits_and_interfaces() {
    let m = scratch_model();
    let t = op_text(&m, 4);
    has(&t, "        __v::check_all_match(\n            ctx,\n            op,\n            &[\n                __v::group_type(ctx, op, false, OPERANDS, OPERAND_SEGMENTS, 0),\n                __v::group_type(ctx, op, true, RESULTS, RESULT_SEGMENTS, 0),\n            ],\n            __v::MatchKind::Type,\n            \"all of {lhs, res} have same type\",\n        )?;\n");
    has(&t, "            let __ods_want: __rt::Type = __ods_from;\n            if __ods_want != __ods_to {\n                return __v::pred_failed(ctx, op, \"rhs type matches lhs type\");\n            }\n");
    has(&t, "            if let (__rt::Some(__ods_lhs),) = (\n                __v::group_value(ctx, op, false, OPERANDS, OPERAND_SEGMENTS, 0),\n            ) {\n                if !(!(ctx.is_index(ctx.ir.value_type(__ods_lhs)))) {\n                    return __v::pred_failed(ctx, op, \"lhs is not an index\");\n                }\n            }\n");
    has(
        &t,
        "        __ods_user_trait_0(ctx, op)?;\n        __rt::Ok(())\n",
    );
    let a = op_text(&m, 0);
    has(&a, "        __v::check_same_operands_and_result_type(ctx, op)?;\n        __ods_verify_my_iface(ctx, op)?;\n        __v::check_inferred_same_type(ctx, op, 0)?;\n        <Self as __rt::hooks::Verify>::verify(Self(op), ctx)?;\n");
    let fns = pretty(pred::gen_constraint_fns(&m).unwrap());
    has(&fns, "pub fn __ods_user_trait_0(\n    ctx: &__rt::Context,\n    op: __rt::Op,\n) -> __rt::Result<(), __rt::Diagnostic> {\n    if ctx.ir.num_operands(op) < 2 {\n");
    has(&fns, "pub fn __ods_constraint_4(ctx: &__rt::Context, v: __rt::Type) -> bool {\n    ((ctx.is_float(v)) || (ctx.is_index(v)))\n}\n");
}

#[test]
fn multi_result_fold_symbol_and_variadic_of_variadic() {
    let m = scratch_model();
    has(
        &op_text(&m, 5),
        "    ) -> bool {\n        <Self as __rt::hooks::FoldMulti>::fold(\n            Self(op),\n            ctx,\n            operands,\n            out,\n        )\n    }\n",
    );
    // `sym_visibility` is not declared: `Symbol` looks for it in the discardable attributes
    has(&op_text(&m, 6), "        __v::check_required_attrs(ctx, op, &[ATTRS[0]])?;\n        __v::check_attr(ctx, op, &ATTRS[0], __ods_constraint_6, \"string attribute\")?;\n        __v::check_symbol(ctx, op, &ATTRS[0], &__v::AttrRef::dict(\"sym_visibility\"))?;\n");
    has(
        &op_text(&m, 7),
        "                __v::Arity::VariadicOfVariadic(ATTRS[0]),\n",
    );
    // no folder: no fold glue
    assert!(!op_text(&m, 1).contains("__ods_fold"));
}

#[test]
fn required_attributes_are_checked_in_name_order() {
    let mut m = base_model();
    let mut o = op("TwoOp", "test.two");
    o.attributes = vec![
        attr("zeta", 2, AttrKindDef::Required),
        attr("alpha", 2, AttrKindDef::Required),
        attr("opt", 2, AttrKindDef::Optional),
        AttrDef {
            is_property: true,
            ..attr("count", 2, AttrKindDef::Required)
        },
    ];
    m.ops.push(o);
    let t = op_text(&m, 0);
    // properties first, then attribute presence by name, then attribute constraints
    has(&t, "        __v::check_prop(\n            ctx,\n            op,\n            &ATTRS[3],\n            true,\n            __ods_constraint_2,\n            \"64-bit signless integer attribute\",\n        )?;\n        __v::check_required_attrs(");
    // (`ATTRS` is in declaration order: zeta, alpha, opt, count)
    has(&t, "__v::check_required_attrs(ctx, op, &[ATTRS[1], ATTRS[0]])?;\n        __v::check_attr(\n            ctx,\n            op,\n            &ATTRS[0],\n            __ods_constraint_2,");
    has(
        &t,
        "            &ATTRS[2],\n            __ods_constraint_2,",
    );
}

#[test]
fn unknown_entity_and_bad_predicate_are_located_errors() {
    let mut m = base_model();
    let mut o = op("BadOp", "test.bad");
    o.span = Span::new(FileId(1), 7, 10);
    o.traits = vec![TraitUse::AllTypesMatch(vec!["nope".into()])];
    m.ops.push(o);
    let e = verify::gen_op_verify(&m, OpId(0)).unwrap_err();
    assert_eq!(
        e[0].message,
        "'nope' is not an operand, result or attribute of 'test.bad'"
    );
    assert_eq!(e[0].span.start, 7);

    let mut m = base_model();
    m.constraints[0].pred = Pred::Leaf(Code {
        text: "is_x($_self".into(),
        span: Span::new(FileId(1), 20, 31),
    });
    let e = pred::gen_constraint_fns(&m).unwrap_err();
    assert_eq!(e[0].span.start, 20);
    assert_eq!(
        e[0].message,
        "this code block is not valid Rust (an expression): unbalanced brackets or an invalid \
         token; fix the Rust code between `[{` and `}]`"
    );
}

#[test]
fn symbol_table_is_a_region_phase_check() {
    let mut m = base_model();
    let mut o = op("ModOp", "test.mod");
    o.regions = vec![RegionDef {
        name: "body".into(),
        constraint: RegionConstraint::Any,
        variadic: false,
        doc: String::new(),
        span: sp(),
    }];
    o.traits = vec![
        TraitUse::Native(NativeTrait::NoTerminator),
        TraitUse::Native(NativeTrait::SymbolTable),
    ];
    o.hooks.has_region_verifier = true;
    m.ops.push(o);
    assert!(verify::needs_region_verify(m.op(OpId(0))));
    let t = op_text(&m, 0);
    has(&t, "    ) -> __rt::Result<(), __rt::Diagnostic> {\n        __rt::verify::check_symbol_table(ctx, op)?;\n        <Self as __rt::hooks::VerifyRegions>::verify_regions(\n            Self(op),\n            ctx,\n        )?;\n        __rt::Ok(())\n    }\n");
    // an `AnyRegion` needs no region check, and nothing uses the group tables
    assert!(
        !t.contains("check_regions") && !t.contains("OPERANDS"),
        "{t}"
    );
}

#[test]
fn dangling_ids_are_errors_not_panics() {
    let mut m = base_model();
    let mut o = op("BadOp", "test.bad");
    o.operands = vec![value("x", 99, Arity::Single)];
    m.ops.push(o);
    let e = verify::gen_op_verify(&m, OpId(0)).unwrap_err();
    assert_eq!(
        e[0].message,
        "internal error: 'test.bad' refers to an unknown constraint"
    );
    let e = verify::gen_op_verify(&m, OpId(5)).unwrap_err();
    assert_eq!(e[0].message, "internal error: no op #5");
}
