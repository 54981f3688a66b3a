//! Rules about the Rust written inside a `.ods` file and the names that become Rust items: every
//! code block parses as the Rust it is spliced in as (expression, statements, items, type,
//! parameter list), with the placeholders code generation substitutes, and no name clashes
//! with the generated API. Each rule calls the same parsing helper code generation calls, so
//! once validation passes, code generation cannot fail (`odsc check` and `odsc gen-rust` accept
//! the same files).

use super::Diags;
use crate::codegen::{builders, code, op as op_gen, pred, verify};
use crate::model::*;

/// Names an operand, result, attribute getter, region or successor cannot have: they would
/// clash with the generated API of an op (`op`, `loc`, ...) or with builder parameters (`ctx`,
/// `loc`, ...); the default builders' names ([`DEFAULT_BUILDER_NAMES`]) are reserved too.
pub const RESERVED_OP_NAMES: &[&str] = &[
    "op",
    "loc",
    "ctx",
    "state",
    "result_types",
    "from_op",
    "from_op_unchecked",
    "from_op_ref",
    "operands",
    "attributes",
    "new",
    "builder",
];

/// The default builders of an op (absent with `skip_default_builders`); a custom builder
/// `name` also defines `create_name`.
pub const DEFAULT_BUILDER_NAMES: &[&str] = &[
    "build",
    "build_full",
    "build_generic",
    "build_with_result_types",
    "create",
    "create_full",
    "create_generic",
    "create_with_result_types",
];

/// Rule helper: `text` (a Rust type written as a string) parses as the type code generation
/// makes of it; the error says `what` is not a Rust type.
fn check_rust_type(text: &str, what: &str, span: Span, d: &mut Diags) {
    if let Err(e) = op_gen::rust_type(text, span, false) {
        let detail = e.message.split_once(": ").map_or("", |(_, x)| x);
        d.push(OdsDiagnostic::new(
            span,
            format!("{what} is not a Rust type: {detail}"),
        ));
    }
}

fn push_err<T>(r: Result<T, OdsDiagnostic>, d: &mut Diags) {
    if let Err(e) = r {
        d.push(e);
    }
}

/// Rule: the names of an op's operands, results, attributes (their getters), regions and
/// successors are not reserved for the generated API ([`RESERVED_OP_NAMES`],
/// [`DEFAULT_BUILDER_NAMES`]).
pub(super) fn check_reserved_op_names(op: &OpDef, d: &mut Diags) {
    let names = op
        .operands
        .iter()
        .chain(&op.results)
        .map(|g| (g.name.as_str(), g.span))
        .chain(op.attributes.iter().map(|a| (a.getter.as_str(), a.span)))
        .chain(op.regions.iter().map(|r| (r.name.as_str(), r.span)))
        .chain(op.successors.iter().map(|s| (s.name.as_str(), s.span)));
    for (n, span) in names {
        if RESERVED_OP_NAMES.contains(&n) || DEFAULT_BUILDER_NAMES.contains(&n) {
            d.push(OdsDiagnostic::new(
                span,
                format!("`{n}` is reserved for the generated API of an op; rename it"),
            ));
        }
    }
}

/// The error for an IR name whose Rust getter (`getter`, its snake_case form) is no identifier.
fn no_getter(name: &str, getter: &str, span: Span) -> OdsDiagnostic {
    OdsDiagnostic::new(
        span,
        format!("`{name}` cannot name a Rust getter (`{getter}` is not an identifier): rename it"),
    )
}

/// Rule: the names of an op's operands, results, attributes, regions and successors give
/// Rust getter identifiers (snake_case, `_` after a keyword).
pub(super) fn check_getter_names(op: &OpDef, d: &mut Diags) {
    let groups = op
        .operands
        .iter()
        .chain(&op.results)
        .map(|g| (g.name.as_str(), g.span))
        .chain(op.regions.iter().map(|r| (r.name.as_str(), r.span)))
        .chain(op.successors.iter().map(|s| (s.name.as_str(), s.span)));
    for (name, span) in groups {
        if op_gen::getter_ident(name, span).is_err() {
            d.push(no_getter(name, &crate::sema::getter_name(name), span));
        }
    }
    for a in &op.attributes {
        if op_gen::ident(&a.getter, a.span).is_err() {
            d.push(no_getter(&a.name, &a.getter, a.span));
        }
    }
}

/// Rule: the names of the dialect's discardable attributes give Rust getter identifiers.
pub(super) fn check_discardable_names(m: &Model, d: &mut Diags) {
    for a in &m.dialect.discardable_attrs {
        let snake = heck::ToSnakeCase::to_snake_case(a.name.as_str());
        if op_gen::ident(&snake, a.span).is_err() {
            d.push(no_getter(&a.name, &snake, a.span));
        }
    }
}

/// Rule: the functions generated for an op's builders do not clash: a custom builder `name`
/// defines `name` and `create_name`, and neither may be a default builder (unless
/// `skip_default_builders`) or a function of another custom builder.
pub(super) fn check_builder_names(op: &OpDef, d: &mut Diags) {
    let mut taken: Vec<(String, Option<&BuilderDef>)> = Vec::new();
    if !op.skip_default_builders {
        taken.extend(DEFAULT_BUILDER_NAMES.iter().map(|n| (n.to_string(), None)));
    }
    for b in &op.builders {
        for f in [b.name.clone(), format!("create_{}", b.name)] {
            match taken.iter().find(|(n, _)| *n == f) {
                Some((_, None)) => d.push(OdsDiagnostic::new(
                    b.span,
                    format!("builder `{}` would define `{f}`, which is a default builder of the op: rename it (or use `skip_default_builders`)", b.name),
                )),
                Some((_, Some(first))) => d.push(
                    OdsDiagnostic::new(
                        b.span,
                        format!("builder `{}` would define `{f}`, which another builder of the op defines: rename one of them", b.name),
                    )
                    .with_note(first.span, "the other builder"),
                ),
                None => taken.push((f, Some(b))),
            }
        }
    }
}

/// Rule: the type getter of a result (`<name>_type`, `<name>_types` for a variadic group) is
/// not the getter of another operand, attribute, result, region or successor.
pub(super) fn check_result_type_getters(op: &OpDef, d: &mut Diags) {
    let getters: Vec<(String, Span)> = op
        .operands
        .iter()
        .chain(&op.results)
        .map(|g| (crate::sema::getter_name(&g.name), g.span))
        .chain(op.attributes.iter().map(|a| (a.getter.clone(), a.span)))
        .chain(
            op.regions
                .iter()
                .map(|r| (crate::sema::getter_name(&r.name), r.span)),
        )
        .chain(
            op.successors
                .iter()
                .map(|s| (crate::sema::getter_name(&s.name), s.span)),
        )
        .collect();
    for r in &op.results {
        let t = op_gen::result_type_getter_name(&r.name, &r.arity);
        if let Some((_, at)) = getters.iter().find(|(g, _)| *g == t) {
            d.push(
                OdsDiagnostic::new(
                    *at,
                    format!(
                        "`{t}` is the type getter of result `{}`: rename one of them",
                        r.name
                    ),
                )
                .with_note(r.span, "the result"),
            );
        }
    }
}

/// Rule: the Rust code of an op parses: builder parameter lists and bodies, `extra` items,
/// attribute defaults, derived attributes (type and body), constant values, `TypesMatchWith`
/// transforms and `PredOpTrait` predicates.
pub(super) fn check_op_code(op: &OpDef, d: &mut Diags) {
    for b in &op.builders {
        if builders::builder_params(b).is_ok() {
            push_err(builders::builder_arg_names(b), d);
        } else {
            push_err(builders::builder_params(b), d);
        }
        push_err(
            code::parse_block_body(&b.body, builders::BUILDER_BODY_SUBST),
            d,
        );
    }
    for e in &op.extra {
        push_err(code::parse_items(e, &[]), d);
    }
    for a in &op.attributes {
        match &a.kind {
            AttrKindDef::DefaultValued { default }
            | AttrKindDef::DefaultValuedOptional { default } => {
                push_err(code::parse_expr(default, &[("_ctx", "ctx")]), d);
            }
            AttrKindDef::Derived {
                rust_type, body, ..
            } => {
                let what = format!("the type `{rust_type}` of derived attribute `{}`", a.name);
                check_rust_type(rust_type, &what, a.span, d);
                push_err(
                    code::parse_expr(body, &[("_op", "self.0"), ("_ctx", "ctx")]),
                    d,
                );
            }
            AttrKindDef::Constant { value } => {
                push_err(code::parse_expr(value, &[("_ctx", "ctx")]), d);
            }
            AttrKindDef::Required | AttrKindDef::Optional => {}
        }
    }
    for t in &op.traits {
        match t {
            TraitUse::TypesMatchWith { transform, .. } => push_err(
                code::parse_expr(transform, &[("_self", "__ods_from"), ("_ctx", "ctx")]),
                d,
            ),
            TraitUse::Pred { pred, .. } => push_err(verify::pred_trait_condition(op, pred), d),
            _ => {}
        }
    }
}

/// Rule: the Rust code of a constraint the dialect uses parses: its predicate, type builder and
/// type-class check, and for attributes the Rust type, conversions, builders, storage check
/// and the path of an `enum_attr`'s enum.
pub(super) fn check_constraint_code(c: &Constraint, d: &mut Diags) {
    push_err(
        pred::pred_tokens(&c.pred, &[("_self", "v"), ("_ctx", "ctx")], c.span),
        d,
    );
    if let Some(b) = &c.type_builder {
        push_err(
            code::parse_expr(b, &[("_ctx", "ctx"), ("_builder", "ctx")]),
            d,
        );
    }
    if let Some((_, check)) = &c.type_class {
        push_err(
            code::parse_expr(check, &[("_ctx", "ctx"), ("_self", "ty")]),
            d,
        );
    }
    let Some(s) = &c.attr else {
        return;
    };
    let what = format!("`rust_type \"{}\"` of `{}`", s.rust_type, c.name);
    check_rust_type(&s.rust_type, &what, c.span, d);
    if let Some(conv) = &s.convert {
        push_err(
            code::parse_expr(conv, &[("_self", "attr"), ("_ctx", "ctx")]),
            d,
        );
    }
    if let Some(b) = &s.build {
        push_err(
            code::parse_expr(b, &[("_value", "value"), ("_ctx", "ctx")]),
            d,
        );
    }
    for e in [&s.value_type, &s.dense_array].into_iter().flatten() {
        push_err(
            code::parse_expr(e, &[("_ctx", "ctx"), ("_builder", "ctx")]),
            d,
        );
    }
    if let Some(st) = &s.storage {
        push_err(
            code::parse_expr(st, &[("_ctx", "ctx"), ("_self", "attr")]),
            d,
        );
    }
    if let Some(path) = &s.enum_path {
        if let Err(e) = crate::nesting::parse_str::<syn::Path>(path) {
            d.push(OdsDiagnostic::new(
                c.span,
                format!("`enum_attr` needs a `rust_type` naming a generated enum, like `crate::arith::FastMathFlags`: {e}"),
            ));
        }
    }
}

/// Rule: a user trait's `verify` body parses as statements.
pub(super) fn check_user_trait_code(t: &UserTraitDef, d: &mut Diags) {
    if let Some(body) = &t.verify {
        push_err(
            code::parse_block_body(body, &[("_op", "op"), ("_ctx", "ctx")]),
            d,
        );
    }
}

/// Rule: an interface's method default bodies and its `verify` body parse as statements.
pub(super) fn check_interface_code(i: &InterfaceDef, d: &mut Diags) {
    for m in &i.methods {
        if let Some(body) = &m.default_body {
            push_err(code::parse_block_body(body, &[("_self", "self")]), d);
        }
    }
    if let Some(body) = &i.verify {
        push_err(
            code::parse_block_body(body, &[("_op", "op"), ("_ctx", "ctx")]),
            d,
        );
    }
}

/// Rule: the file-level `rust [{ }]` blocks are Rust items.
pub(super) fn check_items(m: &Model, d: &mut Diags) {
    for item in &m.items {
        push_err(code::parse_items(item, &[]), d);
    }
}
