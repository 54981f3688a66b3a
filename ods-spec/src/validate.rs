//! Validation rules over the model: each rule is a small function that pushes located,
//! lowercase diagnostics saying what to do. [`validate`] runs them all and returns every error,
//! sorted by position. (Rules that need the syntax tree — unknown names, template arguments,
//! fields given twice, interface signatures — live in [`crate::sema`]; the trait rules of
//! [`check_trait_rules`] are defined here but run by sema, which knows where each trait is
//! written.) The rules about Rust code blocks and generated names live in `validate/rust_code.rs`.
//!
//! Every check code generation relies on runs here (or in sema or the format stage), so code
//! generation cannot fail on a model that passed: `odsc check` and `odsc gen-rust` accept and
//! reject the same files.

use crate::model::*;

mod rust_code;

pub use rust_code::{DEFAULT_BUILDER_NAMES, RESERVED_OP_NAMES};

type Diags = Vec<OdsDiagnostic>;

/// Runs every rule; returns all errors sorted by position.
pub fn validate(m: &Model) -> Result<(), Vec<OdsDiagnostic>> {
    let mut d = Vec::new();
    check_dialect_name(m, &mut d);
    check_alias_hooks(m, &mut d);
    check_rust_ident(
        &m.dialect.rust_name,
        "the dialect's Rust name",
        m.dialect.span,
        &mut d,
    );
    for op in &m.ops {
        if check_mnemonic(op, &mut d) {
            check_rust_ident(&op.rust_name, "the op's Rust name", op.span, &mut d);
        }
        for b in &op.builders {
            check_rust_ident(&b.name, "a builder name", b.span, &mut d);
        }
        check_duplicate_names(op, &mut d);
        check_variadic_groups(op, &op.operands, op.operand_segments, "operand", &mut d);
        check_variadic_groups(op, &op.results, op.result_segments, "result", &mut d);
        check_variadic_region_last(op, &mut d);
        check_variadic_successor_last(op, &mut d);
        check_vov_segment_attr(m, op, &mut d);
        check_defaults(m, op, &mut d);
        rust_code::check_reserved_op_names(op, &mut d);
        rust_code::check_getter_names(op, &mut d);
        rust_code::check_builder_names(op, &mut d);
        rust_code::check_result_type_getters(op, &mut d);
        rust_code::check_op_code(op, &mut d);
    }
    for c in &m.constraints {
        rust_code::check_constraint_code(c, &mut d);
    }
    for t in &m.user_traits {
        rust_code::check_user_trait_code(t, &mut d);
    }
    check_pass_rust_names_unique(m, &mut d);
    for i in &m.interfaces {
        check_rust_ident(&i.name, "an interface's name", i.span, &mut d);
        rust_code::check_interface_code(i, &mut d);
    }
    rust_code::check_discardable_names(m, &mut d);
    rust_code::check_items(m, &mut d);
    check_def_mnemonics_unique(m, &mut d);
    check_def_rust_names_unique(m, &mut d);
    for def in m.defs() {
        if check_def_mnemonic(def, &mut d) {
            check_rust_ident(&def.rust_name, def_rust_name_words(def), def.span, &mut d);
        }
        for b in &def.builders {
            check_rust_ident(&b.name, "a builder name", b.span, &mut d);
        }
        check_def_param_names(def, &mut d);
        check_self_type_params(def, &mut d);
        check_mutable_needs_custom_assembly(def, &mut d);
        check_def_code(m, def, &mut d);
    }
    for t in &m.param_types {
        check_param_type_code(t, &mut d);
    }
    for e in &m.enums {
        check_rust_ident(&e.name, "an enum's name", e.span, &mut d);
        check_enum_cases(e, &mut d);
        for c in &e.cases {
            check_rust_ident(&c.rust_name, "an enum case's Rust name", c.span, &mut d);
            let constant = heck::ToShoutySnakeCase::to_shouty_snake_case(c.rust_name.as_str());
            if syn::parse_str::<syn::Ident>(&c.rust_name).is_ok()
                && syn::parse_str::<syn::Ident>(&constant).is_err()
            {
                d.push(OdsDiagnostic::new(
                    c.span,
                    format!(
                        "enum case `{}` has no Rust constant name (`{constant}` is not an identifier): choose another name",
                        c.rust_name
                    ),
                ));
            }
        }
    }
    if d.is_empty() {
        Ok(())
    } else {
        d.sort_by_key(|x| x.span);
        Err(d)
    }
}

fn is_ident_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}

/// Rule: the dialect name is a lowercase-friendly identifier (`[A-Za-z_][A-Za-z0-9_]*`).
fn check_dialect_name(m: &Model, d: &mut Diags) {
    if let Some(message) = dialect_name_problem(&m.dialect.name) {
        d.push(OdsDiagnostic::new(m.dialect.span, message));
    }
}

/// The message of the dialect-name rule for `n`, or `None` when `n` is a valid name (shared
/// with the attribute-macro front end, which checks a name given as a string).
pub fn dialect_name_problem(n: &str) -> Option<String> {
    let ok = n.chars().next().is_some_and(is_ident_start)
        && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    (!ok).then(|| {
        format!(
            "invalid dialect name `{n}`: use letters, digits and `_`, starting with a letter or `_`"
        )
    })
}

/// Rule: an op mnemonic is `[A-Za-z_][A-Za-z0-9_$.]*` without empty `.`-separated parts.
fn check_mnemonic(op: &OpDef, d: &mut Diags) -> bool {
    match mnemonic_problem(&op.mnemonic) {
        Some(message) => {
            d.push(OdsDiagnostic::new(op.span, message));
            false
        }
        None => true,
    }
}

/// The message of the mnemonic rule for `n`, or `None` when `n` is a valid mnemonic (shared
/// with the attribute-macro front end, which reports it at the mnemonic's string).
pub fn mnemonic_problem(n: &str) -> Option<String> {
    let ok = n.chars().next().is_some_and(is_ident_start)
        && n.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
        && !n.ends_with('.')
        && !n.contains("..");
    (!ok).then(|| {
        format!(
            "invalid op mnemonic `{n}`: use letters, digits, `_`, `$` and `.` (between words), starting with a letter or `_`"
        )
    })
}

/// Rule: names that become Rust items must be valid Rust identifiers.
/// True for a Rust keyword that can be a raw identifier (`type` as `r#type`): every keyword but
/// `self`, `Self`, `super`, `crate` and `_`. A parameter may be named so; its field, getter and
/// builder argument are raw identifiers.
pub(crate) fn is_raw_ident_keyword(name: &str) -> bool {
    let shaped = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    shaped
        && !matches!(name, "_" | "self" | "Self" | "super" | "crate")
        && syn::parse_str::<syn::Ident>(name).is_err()
}

fn check_rust_ident(name: &str, what: &str, span: Span, d: &mut Diags) {
    if syn::parse_str::<syn::Ident>(name).is_err() {
        d.push(OdsDiagnostic::new(
            span,
            format!("`{name}` is not a valid Rust identifier for {what}: choose another name"),
        ));
    }
}

fn def_rust_name_words(def: &AttrOrTypeDef) -> &'static str {
    match def.kind {
        DefKind::Type => "the type's Rust name",
        DefKind::Attr => "the attribute's Rust name",
    }
}

/// Rule: a type or attribute mnemonic is `[A-Za-z_][A-Za-z0-9_$.]*` without empty
/// `.`-separated parts (it is read as a keyword after `dialect.`).
fn check_def_mnemonic(def: &AttrOrTypeDef, d: &mut Diags) -> bool {
    let n = &def.mnemonic;
    let ok = n.chars().next().is_some_and(is_ident_start)
        && n.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
        && !n.ends_with('.')
        && !n.contains("..");
    if !ok {
        d.push(OdsDiagnostic::new(
            def.span,
            format!(
                "invalid {} mnemonic `{n}`: use letters, digits, `_`, `$` and `.` (between words), starting with a letter or `_`",
                def.kind.words()
            ),
        ));
    }
    ok
}

/// Rule: mnemonics are unique among the dialect's types, and among its attributes (enum
/// attributes declared `attr Name dialect "mnemonic"` included).
fn check_def_mnemonics_unique(m: &Model, d: &mut Diags) {
    let mut attrs: Vec<(&str, Span, bool)> = m
        .enums
        .iter()
        .filter_map(|e| match &e.attr_form {
            EnumAttrForm::Dialect { mnemonic, .. } => Some((mnemonic.as_str(), e.span, true)),
            EnumAttrForm::Integer => None,
        })
        .collect();
    attrs.extend(
        m.attr_defs
            .iter()
            .map(|a| (a.mnemonic.as_str(), a.span, false)),
    );
    let types: Vec<(&str, Span, bool)> = m
        .type_defs
        .iter()
        .map(|t| (t.mnemonic.as_str(), t.span, false))
        .collect();
    for (list, what) in [(types, "type"), (attrs, "attribute")] {
        let mut sorted = list;
        sorted.sort_by_key(|(_, s, _)| *s);
        for (i, (name, span, _)) in sorted.iter().enumerate() {
            if let Some((_, first, is_enum)) = sorted[..i].iter().find(|(n, _, _)| n == name) {
                let note = if *is_enum {
                    "first used here, by an enum attribute"
                } else {
                    "first used here"
                };
                d.push(
                    OdsDiagnostic::new(
                        *span,
                        format!(
                            "duplicate {what} mnemonic `{name}` in dialect `{}`: give one of them another mnemonic",
                            m.dialect.name
                        ),
                    )
                    .with_note(*first, note),
                );
            }
        }
    }
}

/// Rule: the Rust name of a type or attribute is unique among the Rust items of the module
/// (ops, enums, interfaces, traits, the dialect type, other types and attributes).
fn check_def_rust_names_unique(m: &Model, d: &mut Diags) {
    let mut all: Vec<(&str, Span, bool)> = Vec::new();
    all.push((m.dialect.rust_name.as_str(), m.dialect.span, false));
    all.extend(m.ops.iter().map(|o| (o.rust_name.as_str(), o.span, false)));
    all.extend(m.enums.iter().map(|e| (e.name.as_str(), e.span, false)));
    all.extend(
        m.interfaces
            .iter()
            .map(|i| (i.name.as_str(), i.span, false)),
    );
    all.extend(
        m.def_interfaces
            .iter()
            .map(|i| (i.interface.name.as_str(), i.interface.span, false)),
    );
    all.extend(
        m.user_traits
            .iter()
            .map(|t| (t.name.as_str(), t.span, false)),
    );
    all.extend(m.defs().map(|t| (t.rust_name.as_str(), t.span, true)));
    all.sort_by_key(|(_, s, _)| *s);
    for (i, (name, span, is_def)) in all.iter().enumerate() {
        let Some((_, first, first_is_def)) = all[..i].iter().find(|(n, _, _)| n == name) else {
            continue;
        };
        if *is_def || *first_is_def {
            d.push(
                OdsDiagnostic::new(
                    *span,
                    format!("duplicate Rust name `{name}`: a type or attribute needs a name no other item of the dialect uses; rename one of them"),
                )
                .with_note(*first, "first used here"),
            );
        }
    }
}

/// Rule: the Rust name of a pass is unique among the Rust items of the module (the dialect
/// type, ops, enums, interfaces, traits, types and attributes; passes among themselves are
/// checked by semantic analysis).
fn check_pass_rust_names_unique(m: &Model, d: &mut Diags) {
    let mut others: Vec<(&str, Span)> = vec![(m.dialect.rust_name.as_str(), m.dialect.span)];
    others.extend(m.ops.iter().map(|o| (o.rust_name.as_str(), o.span)));
    others.extend(m.enums.iter().map(|e| (e.name.as_str(), e.span)));
    others.extend(m.interfaces.iter().map(|i| (i.name.as_str(), i.span)));
    others.extend(
        m.def_interfaces
            .iter()
            .map(|i| (i.interface.name.as_str(), i.interface.span)),
    );
    others.extend(m.user_traits.iter().map(|t| (t.name.as_str(), t.span)));
    others.extend(m.defs().map(|t| (t.rust_name.as_str(), t.span)));
    for p in &m.passes {
        if let Some((_, other)) = others.iter().find(|(n, _)| *n == p.rust_name) {
            d.push(
                OdsDiagnostic::new(
                    p.span,
                    format!(
                        "duplicate Rust name `{}`: a pass needs a name no other item of the \
                         dialect uses; rename one of them",
                        p.rust_name
                    ),
                )
                .with_note(*other, "also used here"),
            );
        }
    }
}

/// Parameter names that would collide with the methods generated on a type or attribute
/// handle (`Self::get(ctx, ...)`, `get_checked`, the conversions to and from `Type` and
/// `Attribute`, the parser and printer hooks, the verifier hook, ...).
pub const RESERVED_PARAM_NAMES: &[&str] = &[
    "get",
    "get_checked",
    "verify",
    "parse",
    "print",
    "from_type",
    "from_attr",
    "as_type",
    "as_attr",
    "ctx",
    "context",
    "ty",
    "mnemonic",
    "dialect",
    "type_id",
    "storage",
    "params",
];

/// Rules: parameter names (mutable ones included) are valid Rust identifiers (keywords such as
/// `type` included: they become raw identifiers), unique in their definition, and not reserved
/// (`ty` only for the `SelfType` parameter).
fn check_def_param_names(def: &AttrOrTypeDef, d: &mut Diags) {
    let all: Vec<&DefParameter> = def
        .parameters
        .iter()
        .chain(&def.mutable_parameters)
        .collect();
    for (i, p) in all.iter().enumerate() {
        if let Some(first) = all[..i].iter().find(|q| q.name == p.name) {
            d.push(
                OdsDiagnostic::new(
                    p.span,
                    format!(
                        "duplicate parameter `{}` in {} `{}`: rename one of them",
                        p.name,
                        def.kind.words(),
                        def.rust_name
                    ),
                )
                .with_note(first.span, "first declared here"),
            );
            continue;
        }
        if syn::parse_str::<syn::Ident>(&p.name).is_err() && !is_raw_ident_keyword(&p.name) {
            check_rust_ident(&p.name, "a parameter name", p.span, d);
            continue;
        }
        let self_ty = p.name == "ty" && p.is_self_type();
        if RESERVED_PARAM_NAMES.contains(&p.name.as_str()) && !self_ty {
            d.push(OdsDiagnostic::new(
                p.span,
                format!(
                    "parameter name `{}` is reserved: it would collide with a generated method of the {} handle; choose another name",
                    p.name,
                    def.kind.words()
                ),
            ));
        }
    }
}

/// Rules: an attribute has at most one `SelfType` parameter, and it is not mutable.
fn check_self_type_params(def: &AttrOrTypeDef, d: &mut Diags) {
    let selfs: Vec<&DefParameter> = def.parameters.iter().filter(|p| p.is_self_type()).collect();
    if let [first, .., last] = selfs.as_slice() {
        d.push(
            OdsDiagnostic::new(
                last.span,
                format!(
                    "attribute `{}` has more than one `SelfType` parameter: keep one",
                    def.rust_name
                ),
            )
            .with_note(first.span, "first declared here"),
        );
    }
    for p in def.mutable_parameters.iter().filter(|p| p.is_self_type()) {
        d.push(OdsDiagnostic::new(
            p.span,
            format!(
                "`SelfType` parameter `{}` cannot be mutable: move it to `parameters`",
                p.name
            ),
        ));
    }
}

/// Rule: a definition with `mutable` parameters writes its own parser and printer.
fn check_mutable_needs_custom_assembly(def: &AttrOrTypeDef, d: &mut Diags) {
    if let (Some(p), false) = (def.mutable_parameters.first(), def.custom_assembly) {
        d.push(OdsDiagnostic::new(
            p.span,
            format!(
                "{} `{}` has mutable parameters, which a declarative format cannot read: add `custom_assembly` and write the parser and printer",
                def.kind.words(),
                def.rust_name
            ),
        ));
    }
}

/// Rule: operands, attributes, results, regions and successors of an op share one namespace.
fn check_duplicate_names(op: &OpDef, d: &mut Diags) {
    let mut all: Vec<(&str, Span)> = Vec::new();
    all.extend(op.operands.iter().map(|o| (o.name.as_str(), o.span)));
    all.extend(op.attributes.iter().map(|a| (a.name.as_str(), a.span)));
    all.extend(op.results.iter().map(|o| (o.name.as_str(), o.span)));
    all.extend(op.regions.iter().map(|o| (o.name.as_str(), o.span)));
    all.extend(op.successors.iter().map(|o| (o.name.as_str(), o.span)));
    all.sort_by_key(|(_, s)| *s);
    for (i, (name, span)) in all.iter().enumerate() {
        if let Some((_, first)) = all[..i].iter().find(|(n, _)| n == name) {
            d.push(
                OdsDiagnostic::new(
                    *span,
                    format!(
                        "duplicate name `{name}` in op `{}`: operands, attributes, results, regions and successors share one namespace",
                        op.full_name
                    ),
                )
                .with_note(*first, "first declared here"),
            );
        }
    }
}

/// Rule: several variable-length groups need a segment trait.
fn check_variadic_groups(
    op: &OpDef,
    groups: &[OperandDef],
    mode: SegmentMode,
    what: &str,
    d: &mut Diags,
) {
    let var: Vec<&OperandDef> = groups.iter().filter(|g| g.arity.is_variable()).collect();
    if var.len() > 1 && mode == SegmentMode::None {
        let names: Vec<String> = var.iter().map(|g| format!("`{}`", g.name)).collect();
        let (same, attr) = if what == "operand" {
            ("SameVariadicOperandSize", "AttrSizedOperandSegments")
        } else {
            ("SameVariadicResultSize", "AttrSizedResultSegments")
        };
        d.push(OdsDiagnostic::new(
            var[1].span,
            format!(
                "op `{}` has {} variable-length {what} groups ({}): add `{same}` or `{attr}` to its traits",
                op.full_name,
                var.len(),
                names.join(", ")
            ),
        ));
    }
}

/// The rules about an op's traits, run by sema (which knows where each trait is written):
/// `spans[i]` is the location of `op.traits[i]`.
pub fn check_trait_rules(op: &OpDef, spans: &[Span], d: &mut Vec<OdsDiagnostic>) {
    check_segment_trait_needs_group(op, spans, d);
    check_parent_names(op, spans, d);
    check_type_relation_names(op, spans, d);
    check_symbol_has_sym_name(op, spans, d);
    check_region_traits_need_regions(op, spans, d);
}

/// Rule: a segment trait on an op without variable-length groups.
fn check_segment_trait_needs_group(op: &OpDef, spans: &[Span], d: &mut Diags) {
    for (ti, t) in op.traits.iter().enumerate() {
        let at = spans.get(ti).copied().unwrap_or(op.span);
        let TraitUse::Native(nt) = t else { continue };
        let (name, groups, what) = match nt {
            NativeTrait::SameVariadicOperandSize => {
                ("SameVariadicOperandSize", &op.operands, "operand")
            }
            NativeTrait::AttrSizedOperandSegments => {
                ("AttrSizedOperandSegments", &op.operands, "operand")
            }
            NativeTrait::SameVariadicResultSize => {
                ("SameVariadicResultSize", &op.results, "result")
            }
            NativeTrait::AttrSizedResultSegments => {
                ("AttrSizedResultSegments", &op.results, "result")
            }
            _ => continue,
        };
        if !groups.iter().any(|g| g.arity.is_variable()) {
            d.push(OdsDiagnostic::new(
                at,
                format!(
                    "`{name}` needs a variable-length {what} group, but op `{}` has none: remove the trait",
                    op.full_name
                ),
            ));
        }
    }
}

/// Rule: `VariadicRegion` only as the last region.
fn check_variadic_region_last(op: &OpDef, d: &mut Diags) {
    let n = op.regions.len();
    for r in op.regions.iter().take(n.saturating_sub(1)) {
        if r.variadic {
            d.push(OdsDiagnostic::new(
                r.span,
                format!(
                    "variadic region `{}` must be the last region of op `{}`: move it to the end",
                    r.name, op.full_name
                ),
            ));
        }
    }
}

/// Rule: `VariadicSuccessor` only as the last successor.
fn check_variadic_successor_last(op: &OpDef, d: &mut Diags) {
    let n = op.successors.len();
    for s in op.successors.iter().take(n.saturating_sub(1)) {
        if s.variadic {
            d.push(OdsDiagnostic::new(
                s.span,
                format!(
                    "variadic successor `{}` must be the last successor of op `{}`: move it to the end",
                    s.name, op.full_name
                ),
            ));
        }
    }
}

/// Rule: the segment attribute of a `VariadicOfVariadic` group exists and is a
/// `DenseI32ArrayAttr`.
fn check_vov_segment_attr(m: &Model, op: &OpDef, d: &mut Diags) {
    for o in &op.operands {
        let Arity::VariadicOfVariadic { segment_attr } = &o.arity else {
            continue;
        };
        match op.attributes.iter().find(|a| &a.name == segment_attr) {
            None => d.push(OdsDiagnostic::new(
                o.span,
                format!(
                    "segment attribute `{segment_attr}` of operand `{}` is not an argument of op `{}`: add `{segment_attr}: DenseI32ArrayAttr`",
                    o.name, op.full_name
                ),
            )),
            Some(a) if !a.is_stored() => d.push(
                OdsDiagnostic::new(
                    a.span,
                    format!(
                        "segment attribute `{segment_attr}` must be a stored attribute, not a derived or constant one: declare it `{segment_attr}: DenseI32ArrayAttr`"
                    ),
                )
                .with_note(o.span, "used as segment sizes here"),
            ),
            Some(a) => {
                let c = m.constraint(a.constraint);
                if c.name != "DenseI32ArrayAttr" {
                    d.push(
                        OdsDiagnostic::new(
                            a.span,
                            format!(
                                "segment attribute `{segment_attr}` must be a `DenseI32ArrayAttr`, not `{}`",
                                c.name
                            ),
                        )
                        .with_note(o.span, "used as segment sizes here"),
                    );
                }
            }
        }
    }
}

/// What kind of literal a default is, when it is one.
enum Literal<'a> {
    Int,
    Float,
    Bool,
    Str,
    Path(&'a str, &'a str),
}

fn classify_literal(text: &str) -> Option<Literal<'_>> {
    let t = text.trim();
    let digits = t.strip_prefix('-').unwrap_or(t);
    if t == "true" || t == "false" {
        return Some(Literal::Bool);
    }
    if t.len() >= 2 && t.starts_with('"') && t.ends_with('"') {
        return Some(Literal::Str);
    }
    if let Some(h) = digits.strip_prefix("0x") {
        if !h.is_empty() && h.chars().all(|c| c.is_ascii_hexdigit() || c == '_') {
            return Some(Literal::Int);
        }
    }
    if !digits.is_empty() && digits.starts_with(|c: char| c.is_ascii_digit()) {
        if digits.chars().all(|c| c.is_ascii_digit() || c == '_') {
            return Some(Literal::Int);
        }
        if digits
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '_' | '.' | 'e' | 'E' | '-' | '+'))
        {
            return Some(Literal::Float);
        }
    }
    if let Some((a, b)) = t.rsplit_once("::") {
        let simple =
            |s: &str| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if simple(a) && simple(b) {
            return Some(Literal::Path(a, b));
        }
    }
    None
}

/// The Rust name of a case as a path segment: the variant for integer enums, the SHOUTY
/// constant for bit enums.
fn case_const(e: &EnumDef, c: &EnumCase) -> String {
    match e.kind {
        EnumKind::Bit { .. } => heck::ToShoutySnakeCase::to_shouty_snake_case(c.rust_name.as_str()),
        EnumKind::Integer { .. } => c.rust_name.clone(),
    }
}

fn case_matches(e: &EnumDef, c: &EnumCase, name: &str) -> bool {
    c.rust_name == name
        || case_const(e, c) == name
        || heck::ToShoutySnakeCase::to_shouty_snake_case(c.keyword.as_str()) == name
}

const INT_TYPES: &[&str] = &[
    "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize",
];

/// Rule: a literal default (or constant) value must fit the attribute's Rust type.
fn check_defaults(m: &Model, op: &OpDef, d: &mut Diags) {
    for a in &op.attributes {
        let code = match &a.kind {
            AttrKindDef::DefaultValued { default }
            | AttrKindDef::DefaultValuedOptional { default } => default,
            AttrKindDef::Constant { value } => value,
            _ => continue,
        };
        let c = m.constraint(a.constraint);
        let Some(st) = &c.attr else { continue };
        let Some(lit) = classify_literal(&code.text) else {
            continue;
        };
        let ty = st.rust_type.trim();
        let value = code.text.trim();
        let expected = if let Some(eid) = st.enum_id {
            let e = m.enum_def(eid);
            match lit {
                Literal::Path(en, case) if en == e.name => {
                    if !e.cases.iter().any(|c| case_matches(e, c, case)) {
                        let cases: Vec<String> = e
                            .cases
                            .iter()
                            .map(|c| format!("`{}::{}`", e.name, case_const(e, c)))
                            .collect();
                        d.push(OdsDiagnostic::new(
                            code.span,
                            format!(
                                "enum `{}` has no case `{case}`: use one of {}",
                                e.name,
                                cases.join(", ")
                            ),
                        ));
                    }
                    continue;
                }
                Literal::Path(..) => continue,
                _ => format!(
                    "an enum case like `{}::{}`",
                    e.name,
                    e.cases
                        .first()
                        .map(|c| c.rust_name.as_str())
                        .unwrap_or("Case")
                ),
            }
        } else if INT_TYPES.contains(&ty) {
            match lit {
                Literal::Int | Literal::Path(..) => continue,
                _ => "an integer literal".to_string(),
            }
        } else if ty == "f32" || ty == "f64" {
            match lit {
                Literal::Int | Literal::Float | Literal::Path(..) => continue,
                _ => "a number".to_string(),
            }
        } else if ty == "bool" {
            match lit {
                Literal::Bool | Literal::Path(..) => continue,
                _ => "`true` or `false`".to_string(),
            }
        } else if ty == "&str" || ty.ends_with("String") {
            match lit {
                Literal::Str | Literal::Path(..) => continue,
                _ => "a string literal".to_string(),
            }
        } else {
            continue;
        };
        d.push(OdsDiagnostic::new(
            code.span,
            format!(
                "default value `{value}` of attribute `{}` does not fit its Rust type `{ty}`: write {expected}",
                a.name
            ),
        ));
    }
}

/// Rule: op names in `HasParent`, `ParentOneOf` and `SingleBlockImplicitTerminator` need a
/// dialect prefix.
fn check_parent_names(op: &OpDef, spans: &[Span], d: &mut Diags) {
    for (ti, t) in op.traits.iter().enumerate() {
        let at = spans.get(ti).copied().unwrap_or(op.span);
        let (trait_name, names): (&str, Vec<&String>) = match t {
            TraitUse::HasParent(v) => ("HasParent", v.iter().collect()),
            TraitUse::SingleBlockImplicitTerminator(n) => {
                ("SingleBlockImplicitTerminator", vec![n])
            }
            _ => continue,
        };
        for n in names {
            let ok = n
                .split_once('.')
                .is_some_and(|(a, b)| !a.is_empty() && !b.is_empty());
            if !ok {
                d.push(OdsDiagnostic::new(
                    at,
                    format!(
                        "op name `{n}` in `{trait_name}` of op `{}` needs a dialect prefix, like `{}.{n}`",
                        op.full_name,
                        op.full_name.split('.').next().unwrap_or("dialect")
                    ),
                ));
            }
        }
    }
}

/// Rule: type-relation traits name existing operands, results or attributes.
fn check_type_relation_names(op: &OpDef, spans: &[Span], d: &mut Diags) {
    let known = |n: &str| {
        op.operands.iter().any(|o| o.name == n)
            || op.results.iter().any(|o| o.name == n)
            || op.attributes.iter().any(|a| a.name == n)
    };
    for (ti, t) in op.traits.iter().enumerate() {
        let at = spans.get(ti).copied().unwrap_or(op.span);
        let (trait_name, names): (&str, Vec<&String>) = match t {
            TraitUse::AllTypesMatch(v) => ("AllTypesMatch", v.iter().collect()),
            TraitUse::AllElementTypesMatch(v) => ("AllElementTypesMatch", v.iter().collect()),
            TraitUse::AllShapesMatch(v) => ("AllShapesMatch", v.iter().collect()),
            TraitUse::AllRanksMatch(v) => ("AllRanksMatch", v.iter().collect()),
            TraitUse::TypesMatchWith { from, to, .. } => ("TypesMatchWith", vec![from, to]),
            _ => continue,
        };
        for n in names {
            if !known(n) {
                let all = op.operands.iter().map(|o| o.name.as_str());
                let all = all.chain(op.results.iter().map(|o| o.name.as_str()));
                let all = all.chain(op.attributes.iter().map(|a| a.name.as_str()));
                let sugg = crate::sema::suggest(n, all).unwrap_or_default();
                d.push(OdsDiagnostic::new(
                    at,
                    format!(
                        "`{trait_name}` names `{n}`, which is not an operand, result or attribute of op `{}`{sugg}",
                        op.full_name
                    ),
                ));
            }
        }
    }
}

/// Rule: the `Symbol` trait needs a `sym_name` attribute.
fn check_symbol_has_sym_name(op: &OpDef, spans: &[Span], d: &mut Diags) {
    let symbol = op
        .traits
        .iter()
        .position(|t| matches!(t, TraitUse::Native(NativeTrait::Symbol)));
    if let (Some(i), false) = (symbol, op.attributes.iter().any(|a| a.name == "sym_name")) {
        d.push(OdsDiagnostic::new(
            spans.get(i).copied().unwrap_or(op.span),
            format!(
                "op `{}` has the `Symbol` trait but no `sym_name` attribute: add `sym_name: SymbolNameAttr` to its arguments",
                op.full_name
            ),
        ));
    }
}

/// Rule: region traits (`SingleBlock`, `SingleBlockImplicitTerminator`, `NoTerminator`) need
/// a region.
fn check_region_traits_need_regions(op: &OpDef, spans: &[Span], d: &mut Diags) {
    if !op.regions.is_empty() {
        return;
    }
    for (ti, t) in op.traits.iter().enumerate() {
        let at = spans.get(ti).copied().unwrap_or(op.span);
        let name = match t {
            TraitUse::Native(NativeTrait::SingleBlock) => "SingleBlock",
            TraitUse::Native(NativeTrait::NoTerminator) => "NoTerminator",
            TraitUse::SingleBlockImplicitTerminator(_) => "SingleBlockImplicitTerminator",
            _ => continue,
        };
        d.push(OdsDiagnostic::new(
            at,
            format!("`{name}` needs a region, but op `{}` has none: add `regions (...)` or remove the trait", op.full_name),
        ));
    }
}

/// Rules: enum case keywords and values are unique; bit cases are single bits.
fn check_enum_cases(e: &EnumDef, d: &mut Diags) {
    let is_bit = matches!(e.kind, EnumKind::Bit { .. });
    for (i, c) in e.cases.iter().enumerate() {
        let before = &e.cases[..i];
        if let Some(first) = before.iter().find(|p| p.keyword == c.keyword) {
            d.push(
                OdsDiagnostic::new(
                    c.span,
                    format!(
                        "duplicate case `{}` in enum `{}`: rename one of them",
                        c.keyword, e.name
                    ),
                )
                .with_note(first.span, "first defined here"),
            );
            continue;
        }
        if !c.is_group {
            if let Some(first) = before.iter().find(|p| !p.is_group && p.value == c.value) {
                d.push(
                    OdsDiagnostic::new(
                        c.span,
                        format!(
                            "case `{}` of enum `{}` has value {}, already used by case `{}`: give it another value",
                            c.keyword, e.name, c.value as i64, first.keyword
                        ),
                    )
                    .with_note(first.span, "first used here"),
                );
                continue;
            }
        }
        if is_bit && !c.is_group && c.value != 0 && !c.value.is_power_of_two() {
            d.push(OdsDiagnostic::new(
                c.span,
                format!(
                    "bit enum case `{}` has value {}, which is not a single bit: use a power of two, or a group `{} = [a, b]`",
                    c.keyword, c.value, c.keyword
                ),
            ));
        }
    }
}

/// The parameter list of a def builder without its parentheses.
pub(crate) fn builder_params_text(b: &BuilderDef) -> &str {
    let text = b.params.text.trim();
    text.strip_prefix('(')
        .and_then(|t| t.strip_suffix(')'))
        .unwrap_or(text)
}

/// Rule: the Rust code of a type or attribute definition parses (builder parameter lists and
/// bodies, `extra` items, `DefaultValued` defaults), so code generation cannot fail on it.
fn check_def_code(m: &Model, def: &AttrOrTypeDef, d: &mut Diags) {
    use crate::codegen::code;
    for b in &def.builders {
        let params = builder_params_text(b);
        if crate::nesting::parse_str::<syn::Signature>(&format!(
            "fn f(ctx: &mut Context, {params})"
        ))
        .is_err()
        {
            d.push(OdsDiagnostic::new(
                b.params.span,
                format!(
                    "the parameter list of builder `{}` is not Rust: write `[{{ (name: Type, ...) }}]`",
                    b.name
                ),
            ));
        }
        if let Err(e) = code::parse_block_body(&b.body, &[]) {
            d.push(e);
        }
    }
    for c in &def.extra {
        if let Err(e) = code::parse_items(c, &[]) {
            d.push(e);
        }
    }
    for (i, p) in def.parameters.iter().enumerate() {
        if let ParamPresence::DefaultValued { default } = &p.presence {
            if from_param_type(m, p, default) {
                // checked once, with its `param_type`
                continue;
            }
            let subst = crate::codegen::defs::default_subst(def, i);
            let allowed: Vec<&str> = subst.iter().map(|(n, _)| n.as_str()).collect();
            if check_default_placeholders(def, p, default, &allowed, d) {
                let pairs: Vec<(&str, &str)> = subst
                    .iter()
                    .map(|(a, b)| (a.as_str(), b.as_str()))
                    .collect();
                if let Err(e) = code::parse_expr(default, &pairs) {
                    d.push(e);
                }
            }
        }
    }
    for p in &def.mutable_parameters {
        if let ParamPresence::DefaultValued { default } = &p.presence {
            if check_default_placeholders(def, p, default, &["_ctx"], d) {
                if let Err(e) = code::parse_expr(default, &[("_ctx", "ctx")]) {
                    d.push(e);
                }
            }
        }
    }
}

/// True when `default` is the `default` of the parameter's `param_type` (not written with
/// `DefaultValued`).
fn from_param_type(m: &Model, p: &DefParameter, default: &Code) -> bool {
    match &p.base {
        ParamBase::Param(id) => m
            .param_types
            .get(id.index())
            .is_some_and(|t| t.default.as_ref() == Some(default)),
        _ => false,
    }
}

/// The `$name` placeholders of `code` with their byte offsets (of the `$`).
fn placeholders(code: &Code) -> Vec<(usize, &str)> {
    let text = code.text.as_str();
    let mut out = Vec::new();
    for (at, _) in text.match_indices('$') {
        let after = &text[at + 1..];
        let len = after
            .char_indices()
            .find(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_'))
            .map(|(i, _)| i)
            .unwrap_or(after.len());
        out.push((at, &after[..len]));
    }
    out
}

/// Rule: a parameter's default uses the placeholder `$_ctx` and, in the default of a `SelfType`
/// parameter, the parameters declared before it (`$attr`); nothing else. True when it does.
fn check_default_placeholders(
    def: &AttrOrTypeDef,
    p: &DefParameter,
    default: &Code,
    allowed: &[&str],
    d: &mut Diags,
) -> bool {
    let mut ok = true;
    for (at, name) in placeholders(default) {
        if allowed.contains(&name) {
            continue;
        }
        ok = false;
        let span = Span {
            file: default.span.file,
            start: default.span.start + at as u32,
            end: default.span.start + (at + 1 + name.len()) as u32,
        };
        let is_param = def.parameters.iter().any(|q| q.name == name);
        let msg = if p.is_self_type() && is_param {
            format!(
                "the default of `{}` uses `${name}`, which is not declared before it: a `SelfType` default can use `$_ctx` and the parameters declared before it",
                p.name
            )
        } else if p.is_self_type() {
            format!(
                "unknown placeholder `${name}` in the default of `{}`: use `$_ctx` or a parameter declared before it",
                p.name
            )
        } else {
            format!(
                "`${name}` cannot be used in the default of parameter `{}`: a default can use `$_ctx` (only the default of a `SelfType` parameter can use other parameters)",
                p.name
            )
        };
        d.push(OdsDiagnostic::new(span, msg));
    }
    ok
}

/// Rule: the `parser`, `printer`, `default` and `comparator` code of a `param_type` parses.
fn check_param_type_code(t: &ParamTypeDef, d: &mut Diags) {
    use crate::codegen::code;
    let exprs = [
        (&t.parser, &[("_parser", "p")][..]),
        (&t.default, &[("_ctx", "ctx")][..]),
        (&t.comparator, &[("_lhs", "a"), ("_rhs", "b")][..]),
    ];
    for (c, subst) in exprs {
        if let Some(c) = c {
            if let Err(e) = code::parse_expr(c, subst) {
                d.push(e);
            }
        }
    }
    if let Some(c) = &t.printer {
        if let Err(e) = code::parse_block_body(c, &[("_printer", "p"), ("_self", "v")]) {
            d.push(e);
        }
    }
}

/// Rule: `type_alias` / `attr_alias` name a Rust path.
fn check_alias_hooks(m: &Model, d: &mut Diags) {
    let hooks = [
        ("type_alias", &m.dialect.type_alias),
        ("attr_alias", &m.dialect.attr_alias),
    ];
    for (what, hook) in hooks {
        if let Some(p) = hook {
            if crate::nesting::parse_str::<syn::Path>(p).is_err() {
                d.push(OdsDiagnostic::new(
                    m.dialect.span,
                    format!("`{what} {p}` is not a Rust path to a function"),
                ));
            }
        }
    }
}
