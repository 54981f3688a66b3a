//! Binding and validation of a parsed format: MLIR's rules for declarative formats, and where
//! the parser gets each operand and result type from.
//!
//! The walk over the elements ([`Walk`]) follows the format in order, as MLIR's generator does,
//! so "already bound" and "must be bound before `ref`" are decided by position. The whole-format
//! rules (`attr-dict` present, everything bound, types known, ambiguities) run afterwards. Every
//! broken rule is reported, each at the element that breaks it (or the whole format when
//! something is missing).
//!
//! Type resolution follows MLIR exactly: a type is *parsed* when the format names it
//! (`type($x)`, `functional-type`, `type(operands)`, a `custom` directive's `type($x)`);
//! otherwise it may be taken from a variable whose type is parsed (or an attribute bound in the
//! format) through `AllTypesMatch`, `SameTypeOperands`, `SameOperandsAndResultType` or
//! `TypesMatchWith`, in trait order, later traits overriding earlier ones; otherwise from the
//! constraint's builder (not for variable-length groups); results, when none is parsed, may
//! instead all be inferred through `InferTypeOpInterface`. Resolution is not transitive: the
//! source must itself be parsed.

use super::{
    AsmFormat, CustomArg, Element, ElementKind, OIClause, OptionalGroup, TypeArg, TypeRef,
    TypeSource,
};
use crate::model::{
    Arity, AttrKindDef, Code, KnownInterface, Model, OdsDiagnostic, OpDef, Span, TraitUse,
};

/// Where an element sits, for the rules that depend on it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    Top,
    /// inside an optional group (then or else elements)
    Group,
    /// inside an oilist clause
    OIList,
    /// an argument of a custom directive (not `ref`)
    Custom,
    /// inside `ref(...)`
    Ref,
}

/// Which kind of entity a binding is of.
#[derive(Clone, Copy)]
enum Slots {
    Operands,
    Attrs,
    Regions,
    Successors,
}

/// What the walk has seen so far.
struct Walk<'a> {
    m: &'a Model,
    op: &'a OpDef,
    errors: Vec<OdsDiagnostic>,
    operands: Vec<Option<Span>>,
    all_operands: Option<Span>,
    operand_types: Vec<Option<Span>>,
    all_operand_types: Option<Span>,
    result_types: Vec<Option<Span>>,
    all_result_types: Option<Span>,
    attrs: Vec<Option<Span>>,
    regions: Vec<Option<Span>>,
    all_regions: Option<Span>,
    successors: Vec<Option<Span>>,
    all_successors: Option<Span>,
    attr_dict: Option<Span>,
    prop_dict: Option<Span>,
}

/// Binds and validates `elements` (the parsed format `text` of `op`).
pub(super) fn bind(
    m: &Model,
    op: &OpDef,
    text: &Code,
    elements: Vec<Element>,
) -> Result<AsmFormat, Vec<OdsDiagnostic>> {
    let mut w = Walk {
        m,
        op,
        errors: Vec::new(),
        operands: vec![None; op.operands.len()],
        all_operands: None,
        operand_types: vec![None; op.operands.len()],
        all_operand_types: None,
        result_types: vec![None; op.results.len()],
        all_result_types: None,
        attrs: vec![None; op.attributes.len()],
        regions: vec![None; op.regions.len()],
        all_regions: None,
        successors: vec![None; op.successors.len()],
        all_successors: None,
        attr_dict: None,
        prop_dict: None,
    };
    w.elements(&elements, Place::Top);
    let span = text.span;
    w.whole_format(&elements, span);
    let (operand_types, result_types) = w.resolve_types(span);
    if !w.errors.is_empty() {
        let mut errors = w.errors;
        errors.sort_by_key(|d| (d.span.start, d.span.end));
        return Err(errors);
    }
    Ok(AsmFormat {
        elements,
        operand_types,
        result_types,
        span,
    })
}

/// `type($x)` argument spelled as in the format.
fn type_arg_text(op: &OpDef, t: TypeArg) -> String {
    match t {
        TypeArg::Operand(i) => format!("${}", op.operands[i].name),
        TypeArg::Result(i) => format!("${}", op.results[i].name),
        TypeArg::Operands => "operands".into(),
        TypeArg::Results => "results".into(),
    }
}

impl Walk<'_> {
    fn slots(&mut self, k: Slots) -> &mut Vec<Option<Span>> {
        match k {
            Slots::Operands => &mut self.operands,
            Slots::Attrs => &mut self.attrs,
            Slots::Regions => &mut self.regions,
            Slots::Successors => &mut self.successors,
        }
    }

    fn error(&mut self, span: Span, message: impl Into<String>) {
        self.errors.push(OdsDiagnostic::new(span, message));
    }

    fn error_note(&mut self, span: Span, message: impl Into<String>, at: Span, note: &str) {
        self.errors
            .push(OdsDiagnostic::new(span, message).with_note(at, note));
    }

    fn elements(&mut self, es: &[Element], place: Place) {
        for e in es {
            self.element(e, place);
        }
    }

    fn element(&mut self, e: &Element, place: Place) {
        let op = self.op;
        match &e.kind {
            ElementKind::Literal(_)
            | ElementKind::Space
            | ElementKind::Newline
            | ElementKind::NoSpace => {}
            ElementKind::Operand(i) => self.operand(*i, e.span, place),
            ElementKind::Attr(i) => self.attr(*i, e.span, place),
            ElementKind::Region(i) => {
                let what = format!("region `${}`", op.regions[*i].name);
                let all = self.all_regions;
                bind_one(
                    self,
                    *i,
                    e.span,
                    place,
                    &what,
                    all,
                    "regions",
                    Slots::Regions,
                );
            }
            ElementKind::Successor(i) => {
                let what = format!("successor `${}`", op.successors[*i].name);
                let all = self.all_successors;
                bind_one(
                    self,
                    *i,
                    e.span,
                    place,
                    &what,
                    all,
                    "successors",
                    Slots::Successors,
                );
            }
            ElementKind::AttrDict { .. } => self.dict(e.span, place, true),
            ElementKind::PropDict => self.dict(e.span, place, false),
            ElementKind::Operands => {
                if place == Place::Ref {
                    if self.all_operands.is_none() {
                        self.error(
                            e.span,
                            "`ref(operands)` needs an `operands` directive earlier in the format",
                        );
                    }
                    return;
                }
                self.bind_all(e.span, "operands", |w| (&mut w.all_operands, &w.operands));
            }
            ElementKind::Regions => {
                self.bind_all(e.span, "regions", |w| (&mut w.all_regions, &w.regions));
            }
            ElementKind::Successors => {
                self.bind_all(e.span, "successors", |w| {
                    (&mut w.all_successors, &w.successors)
                });
            }
            ElementKind::Type(t) => self.type_arg(*t, e.span, place == Place::Ref),
            ElementKind::FunctionalType { inputs, results } => {
                self.type_arg(*inputs, e.span, false);
                self.type_arg(*results, e.span, false);
            }
            ElementKind::Qualified(inner) => self.element(inner, place),
            ElementKind::Custom { name, args } => self.custom(name, args, place),
            ElementKind::Optional(g) => self.optional(g, e.span),
            ElementKind::OIList(clauses) => self.oilist(clauses),
        }
    }

    fn operand(&mut self, i: usize, span: Span, place: Place) {
        let name = &self.op.operands[i].name;
        let what = format!("operand `${name}`");
        let all = self.all_operands;
        bind_one(
            self,
            i,
            span,
            place,
            &what,
            all,
            "operands",
            Slots::Operands,
        );
    }

    fn attr(&mut self, i: usize, span: Span, place: Place) {
        let a = &self.op.attributes[i];
        let what = if a.is_property {
            "property"
        } else {
            "attribute"
        };
        if !a.is_stored() {
            self.error(
                span,
                format!(
                    "{what} `${}` is {} and has no stored value, so it cannot be in a format",
                    a.name,
                    if matches!(a.kind, AttrKindDef::Derived { .. }) {
                        "derived"
                    } else {
                        "constant"
                    }
                ),
            );
            return;
        }
        let what = format!("{what} `${}`", a.name);
        bind_one(self, i, span, place, &what, None, "", Slots::Attrs);
    }

    /// `attr-dict` (`attr = true`) or `prop-dict`.
    fn dict(&mut self, span: Span, place: Place, attr: bool) {
        let name = if attr { "attr-dict" } else { "prop-dict" };
        let slot = if attr { self.attr_dict } else { self.prop_dict };
        if place == Place::Ref {
            if slot.is_none() {
                self.error(
                    span,
                    format!("`ref({name})` needs a `{name}` earlier in the format"),
                );
            }
            return;
        }
        if matches!(place, Place::Group | Place::OIList) {
            self.error(
                span,
                format!("`{name}` cannot be inside an optional group or `oilist`: move it to the top level"),
            );
        }
        if let Some(first) = slot {
            self.error_note(
                span,
                format!("`{name}` is given twice; keep one"),
                first,
                "first given here",
            );
            return;
        }
        if attr {
            self.attr_dict = Some(span);
        } else {
            self.prop_dict = Some(span);
        }
    }

    /// `operands` / `regions` / `successors`: binds every entity of the kind.
    fn bind_all(
        &mut self,
        span: Span,
        name: &str,
        get: impl Fn(&mut Self) -> (&mut Option<Span>, &Vec<Option<Span>>),
    ) {
        let (all, each) = get(self);
        let prev = *all;
        let overlap = each.iter().flatten().next().copied();
        *all = Some(span);
        if let Some(first) = prev {
            self.error_note(
                span,
                format!("`{name}` is given twice; keep one"),
                first,
                "first given here",
            );
        } else if let Some(at) = overlap {
            self.error_note(
                span,
                format!("`{name}` binds every one of the op's {name}, but one is already bound"),
                at,
                "bound here",
            );
        }
    }

    /// The type(s) named by a `type(...)` argument, bound (or referenced when `is_ref`).
    fn type_arg(&mut self, t: TypeArg, span: Span, is_ref: bool) {
        let text = type_arg_text(self.op, t);
        let (all, each, index) = match t {
            TypeArg::Operand(i) => (self.all_operand_types, &mut self.operand_types, Some(i)),
            TypeArg::Result(i) => (self.all_result_types, &mut self.result_types, Some(i)),
            TypeArg::Operands => (self.all_operand_types, &mut self.operand_types, None),
            TypeArg::Results => (self.all_result_types, &mut self.result_types, None),
        };
        let earlier = match index {
            Some(i) => each[i].or(all),
            None => all.or_else(|| each.iter().flatten().next().copied()),
        };
        if is_ref {
            let bound = match index {
                Some(i) => each[i].is_some() || all.is_some(),
                None => all.is_some(),
            };
            if !bound {
                self.error(
                    span,
                    format!("`ref(type({text}))`: the type of `{text}` must be bound earlier in the format"),
                );
            }
            return;
        }
        if let Some(i) = index {
            each[i] = each[i].or(Some(span));
        }
        if let Some(at) = earlier {
            self.error_note(
                span,
                format!("the type of `{text}` is already bound"),
                at,
                "bound here",
            );
        }
        if index.is_none() {
            match t {
                TypeArg::Operands => self.all_operand_types = Some(span),
                _ => self.all_result_types = Some(span),
            }
        }
    }

    fn custom(&mut self, name: &str, args: &[CustomArg], place: Place) {
        let _ = place;
        for a in args {
            let e = &a.element;
            let inner = match &e.kind {
                ElementKind::Qualified(i) => i,
                _ => e,
            };
            let ok = match &inner.kind {
                ElementKind::Operand(_)
                | ElementKind::Attr(_)
                | ElementKind::Region(_)
                | ElementKind::Successor(_)
                | ElementKind::AttrDict { .. }
                | ElementKind::Literal(_) => true,
                ElementKind::Type(t) => matches!(t, TypeArg::Operand(_) | TypeArg::Result(_)),
                _ => false,
            };
            if !ok {
                self.error(
                    e.span,
                    format!(
                        "this cannot be an argument of `custom<{name}>`: pass variables (`$x`), `type($x)`, `attr-dict` or a Rust expression in quotes"
                    ),
                );
                continue;
            }
            if a.is_ref {
                self.element(e, Place::Ref);
            } else if matches!(inner.kind, ElementKind::Literal(_)) {
            } else {
                self.element(e, Place::Custom);
            }
        }
    }

    fn optional(&mut self, g: &OptionalGroup, span: Span) {
        let first = g.then.iter().find(|e| !is_whitespace(&e.kind));
        match first.map(|e| &e.kind) {
            Some(
                ElementKind::Literal(_)
                | ElementKind::Operand(_)
                | ElementKind::Attr(_)
                | ElementKind::Region(_)
                | ElementKind::Successor(_)
                | ElementKind::Custom { .. },
            ) => {}
            Some(ElementKind::Qualified(inner)) if matches!(inner.kind, ElementKind::Attr(_)) => {}
            Some(_) => {
                let at = first.map_or(span, |e| e.span);
                self.error(
                    at,
                    "the first element of an optional group (after spaces) must be a literal, a variable or a `custom` directive, so that the parser can tell whether the group is present",
                );
            }
            None => self.error(span, "an optional group needs an element other than spaces"),
        }
        for (i, e) in g.then.iter().enumerate() {
            self.group_element(e, !g.inverted && i == g.anchor);
        }
        for (i, e) in g.else_elements.iter().enumerate() {
            self.group_element(e, g.inverted && i == g.anchor);
        }
        self.elements(&g.then, Place::Group);
        self.elements(&g.else_elements, Place::Group);
    }

    /// MLIR's rules for what may be inside an optional group, and what may anchor one.
    fn group_element(&mut self, e: &Element, anchor: bool) {
        let op = self.op;
        match &e.kind {
            ElementKind::Attr(i) => {
                let a = &op.attributes[*i];
                if anchor && !attr_is_optional(self.m, op, *i) {
                    self.error(
                        e.span,
                        format!(
                            "`${}` cannot anchor an optional group: only optional, default-valued and unit attributes can",
                            a.name
                        ),
                    );
                }
            }
            ElementKind::Qualified(inner) => self.group_element(inner, anchor),
            ElementKind::Operand(i) => {
                if !op.operands[*i].arity.is_variable() {
                    self.error(
                        e.span,
                        format!(
                            "operand `${}` cannot be inside an optional group: only optional and variadic operands can",
                            op.operands[*i].name
                        ),
                    );
                }
            }
            ElementKind::Region(_) => {}
            ElementKind::Successor(i) => {
                if !op.successors[*i].variadic {
                    self.error(
                        e.span,
                        format!(
                            "successor `${}` cannot be inside an optional group: only variadic successors can",
                            op.successors[*i].name
                        ),
                    );
                }
            }
            ElementKind::Type(t) => self.group_type_arg(*t, e.span),
            ElementKind::FunctionalType { inputs, results } => {
                self.group_type_arg(*inputs, e.span);
                self.group_type_arg(*results, e.span);
            }
            ElementKind::Custom { args, .. } => {
                if anchor {
                    for a in args.iter().filter(|a| !a.is_ref) {
                        if !matches!(a.element.kind, ElementKind::Literal(_)) {
                            self.group_element(&a.element, true);
                        }
                    }
                }
            }
            ElementKind::Literal(_)
            | ElementKind::Space
            | ElementKind::Newline
            | ElementKind::NoSpace => {
                if anchor {
                    self.error(
                        e.span,
                        "a literal cannot anchor an optional group: mark a variable, a `type(...)` or a `custom` directive with `^`",
                    );
                }
            }
            // reported where they are bound
            ElementKind::AttrDict { .. } | ElementKind::PropDict => {}
            _ => self.error(
                e.span,
                "this cannot be inside an optional group: only literals, spaces, variables, `type`, `functional-type`, `qualified` and `custom` directives can",
            ),
        }
    }

    fn group_type_arg(&mut self, t: TypeArg, span: Span) {
        let (name, variable) = match t {
            TypeArg::Operand(i) => (
                &self.op.operands[i].name,
                self.op.operands[i].arity.is_variable(),
            ),
            TypeArg::Result(i) => (
                &self.op.results[i].name,
                self.op.results[i].arity.is_variable(),
            ),
            _ => return,
        };
        if !variable {
            let kind = if matches!(t, TypeArg::Operand(_)) {
                "operand"
            } else {
                "result"
            };
            self.error(
                span,
                format!(
                    "the type of {kind} `${name}` cannot be inside an optional group: only optional and variadic groups can"
                ),
            );
        }
    }

    fn oilist(&mut self, clauses: &[OIClause]) {
        let op = self.op;
        for c in clauses {
            for e in &c.elements {
                match &e.kind {
                    ElementKind::Literal(_)
                    | ElementKind::Space
                    | ElementKind::NoSpace
                    | ElementKind::Newline
                    | ElementKind::Region(_)
                    | ElementKind::Custom { .. } => {}
                    ElementKind::Attr(i) => {
                        if !attr_is_optional(self.m, op, *i) {
                            self.error(
                                e.span,
                                format!(
                                    "attribute `${}` cannot be in an `oilist` clause: only optional, default-valued and unit attributes can",
                                    op.attributes[*i].name
                                ),
                            );
                        }
                    }
                    ElementKind::Qualified(_) => {}
                    ElementKind::Operand(i) => {
                        if !op.operands[*i].arity.is_variable() {
                            self.error(
                                e.span,
                                format!(
                                    "operand `${}` cannot be in an `oilist` clause: only optional and variadic operands can",
                                    op.operands[*i].name
                                ),
                            );
                        }
                    }
                    ElementKind::Type(t) => self.group_type_arg(*t, e.span),
                    ElementKind::FunctionalType { inputs, results } => {
                        self.group_type_arg(*inputs, e.span);
                        self.group_type_arg(*results, e.span);
                    }
                    _ => self.error(
                        e.span,
                        "this cannot be in an `oilist` clause: only literals, variables, `type` and `custom` directives can",
                    ),
                }
            }
            self.elements(&c.elements, Place::OIList);
        }
    }

    /// The rules about the format as a whole.
    fn whole_format(&mut self, es: &[Element], span: Span) {
        let op = self.op;
        if self.attr_dict.is_none() {
            self.error(
                span,
                "the format has no `attr-dict`: add `attr-dict` (or `attr-dict-with-keyword`) so that the op's other attributes can be written",
            );
        }
        if self.all_operands.is_none() {
            for (i, o) in op.operands.iter().enumerate() {
                if self.operands[i].is_none() {
                    self.error(
                        span,
                        format!(
                            "operand #{i}, named '{}', not found: add `${}` to the format",
                            o.name, o.name
                        ),
                    );
                }
            }
        }
        if self.all_regions.is_none() {
            for (i, r) in op.regions.iter().enumerate() {
                if self.regions[i].is_none() {
                    self.error(
                        span,
                        format!(
                            "region #{i}, named '{}', not found: add `${}` to the format",
                            r.name, r.name
                        ),
                    );
                }
            }
        }
        if self.all_successors.is_none() {
            for (i, s) in op.successors.iter().enumerate() {
                if self.successors[i].is_none() {
                    self.error(
                        span,
                        format!(
                            "successor #{i}, named '{}', not found: add `${}` to the format",
                            s.name, s.name
                        ),
                    );
                }
            }
        }
        if self.prop_dict.is_none() {
            for (i, a) in op.attributes.iter().enumerate() {
                if a.is_property
                    && a.is_stored()
                    && self.attrs[i].is_none()
                    && !self.is_segment_attr(i)
                {
                    self.error(
                        span,
                        format!(
                            "property `{}` is not in the format: bind it with `${}` or add `prop-dict`",
                            a.name, a.name
                        ),
                    );
                }
            }
        }
        self.colon_ambiguity(es, span);
        self.attr_dict_region_ambiguity(es, span);
        self.oilist_ambiguity(es);
    }

    /// True when attribute `i` holds the sub-group sizes of a `VariadicOfVariadic` operand (the
    /// parser fills it in).
    fn is_segment_attr(&self, i: usize) -> bool {
        let name = &self.op.attributes[i].name;
        self.op.operands.iter().any(|o| {
            matches!(&o.arity, Arity::VariadicOfVariadic { segment_attr } if segment_attr == name)
        })
    }

    /// An attribute printed by the generic attribute printer followed by `:` is ambiguous (the
    /// attribute grammar has an optional `: type`).
    fn colon_ambiguity(&mut self, es: &[Element], span: Span) {
        let m = self.m;
        let op = self.op;
        let is_base = |e: &Element| match &e.kind {
            ElementKind::Attr(i) => generic_attr(m, op, *i, false),
            ElementKind::Qualified(inner) => match inner.kind {
                ElementKind::Attr(i) => generic_attr(m, op, i, true),
                _ => false,
            },
            _ => false,
        };
        let is_invalid = |e: &Element| matches!(&e.kind, ElementKind::Literal(l) if l == ":");
        let opt = |e: &Element| optionally_parsed(m, op, e);
        let mut found = Vec::new();
        adjacent(es, &is_base, &is_invalid, &opt, &mut |base, bad| {
            found.push((base.clone(), bad.span))
        });
        for (base, at) in found {
            let name = match &base.kind {
                ElementKind::Attr(i) => op.attributes[*i].name.clone(),
                ElementKind::Qualified(inner) => match inner.kind {
                    ElementKind::Attr(i) => op.attributes[i].name.clone(),
                    _ => String::new(),
                },
                _ => String::new(),
            };
            let _ = span;
            self.error_note(
                at,
                format!(
                    "format ambiguity caused by `:` literal found after attribute `{name}` which does not have a buildable type"
                ),
                base.span,
                "the attribute is here; its generic syntax may end in `: type`",
            );
        }
    }

    fn attr_dict_region_ambiguity(&mut self, es: &[Element], _span: Span) {
        let op = self.op;
        let is_base = |e: &Element| {
            matches!(
                e.kind,
                ElementKind::AttrDict {
                    with_keyword: false
                }
            )
        };
        let is_invalid =
            |e: &Element| matches!(e.kind, ElementKind::Region(_) | ElementKind::Regions);
        let m = self.m;
        let opt = |e: &Element| optionally_parsed(m, op, e);
        let mut found = Vec::new();
        adjacent(es, &is_base, &is_invalid, &opt, &mut |base, bad| {
            found.push((base.span, bad.clone()))
        });
        for (base, bad) in found {
            let what = match bad.kind {
                ElementKind::Region(i) => format!("region `{}`", op.regions[i].name),
                _ => "`regions`".to_string(),
            };
            self.error_note(
                bad.span,
                format!("format ambiguity caused by `attr-dict` directive followed by {what}: both start with `{{`; use `attr-dict-with-keyword` instead"),
                base,
                "the `attr-dict` is here",
            );
        }
    }

    /// Two adjacent oilists (or an oilist and a literal right after it) may not share a
    /// keyword.
    fn oilist_ambiguity(&mut self, es: &[Element]) {
        let mut prohibited: Vec<&str> = Vec::new();
        for e in es {
            match &e.kind {
                ElementKind::OIList(cs) => {
                    for c in cs {
                        if prohibited.contains(&c.keyword.as_str()) {
                            self.error(
                                c.span,
                                format!("format ambiguity: `{}` starts a clause of two adjacent `oilist`s", c.keyword),
                            );
                        }
                    }
                    prohibited.extend(cs.iter().map(|c| c.keyword.as_str()));
                }
                ElementKind::Literal(l) => {
                    if prohibited.contains(&l.as_str()) {
                        self.error(
                            e.span,
                            format!("format ambiguity: `{l}` follows an `oilist` that has a clause starting with it"),
                        );
                    }
                    prohibited.clear();
                }
                _ => prohibited.clear(),
            }
        }
    }

    /// Where each operand's and result's type comes from (MLIR's resolution, see the module
    /// docs). Reports the types that cannot be known.
    fn resolve_types(&mut self, span: Span) -> (Vec<TypeSource>, Vec<TypeSource>) {
        let op = self.op;
        let m = self.m;
        let seen_operand =
            |w: &Self, i: usize| w.all_operand_types.is_some() || w.operand_types[i].is_some();
        let seen_result =
            |w: &Self, i: usize| w.all_result_types.is_some() || w.result_types[i].is_some();
        // the resolver of each name, in trait order (later traits override)
        let mut resolver: Vec<(String, TypeRef, Option<Code>)> = Vec::new();
        let mut set = |name: &str, r: TypeRef, t: Option<Code>| {
            resolver.retain(|(n, _, _)| n != name);
            resolver.push((name.to_string(), r, t));
        };
        let find_seen = |w: &Self, name: &str| -> Option<TypeRef> {
            if let Some(i) = op.operands.iter().position(|o| o.name == name) {
                return seen_operand(w, i).then_some(TypeRef::Operand(i));
            }
            if let Some(i) = op.results.iter().position(|o| o.name == name) {
                return seen_result(w, i).then_some(TypeRef::Result(i));
            }
            if let Some(i) = op.attributes.iter().position(|a| a.name == name) {
                return w.attrs[i].is_some().then_some(TypeRef::Attr(i));
            }
            None
        };
        for t in &op.traits {
            match t {
                TraitUse::AllTypesMatch(names) => {
                    for (i, n) in names.iter().enumerate() {
                        let Some(r) = find_seen(self, n) else {
                            continue;
                        };
                        for (j, other) in names.iter().enumerate() {
                            if j != i {
                                set(other, r, None);
                            }
                        }
                    }
                }
                TraitUse::Native(
                    nt @ (crate::model::NativeTrait::SameTypeOperands
                    | crate::model::NativeTrait::SameOperandsAndResultType),
                ) => {
                    let results = *nt == crate::model::NativeTrait::SameOperandsAndResultType;
                    let r = (0..op.operands.len())
                        .find(|&i| seen_operand(self, i))
                        .map(TypeRef::Operand)
                        .or_else(|| {
                            results
                                .then(|| (0..op.results.len()).find(|&i| seen_result(self, i)))
                                .flatten()
                                .map(TypeRef::Result)
                        });
                    let Some(r) = r else { continue };
                    for (i, o) in op.operands.iter().enumerate() {
                        if !seen_operand(self, i) {
                            set(&o.name, r, None);
                        }
                    }
                    if results {
                        for (i, o) in op.results.iter().enumerate() {
                            if !seen_result(self, i) {
                                set(&o.name, r, None);
                            }
                        }
                    }
                }
                TraitUse::TypesMatchWith {
                    from,
                    to,
                    transform,
                    ..
                } => {
                    if let Some(r) = find_seen(self, from) {
                        set(to, r, Some(transform.clone()));
                    }
                }
                _ => {}
            }
        }
        let lookup = |name: &str| -> Option<TypeSource> {
            resolver
                .iter()
                .find(|(n, _, _)| n == name)
                .map(|(_, r, t)| match t {
                    Some(t) => TypeSource::Transformed {
                        from: *r,
                        transform: t.clone(),
                    },
                    None => TypeSource::SameAs(*r),
                })
        };
        let buildable = |c: crate::model::ConstraintId| {
            m.constraints
                .get(c.index())
                .is_some_and(|c| c.type_builder.is_some())
        };
        let infers = op
            .interfaces
            .iter()
            .any(|i| i.known == Some(KnownInterface::InferTypeOpInterface));
        let mut result_types = Vec::with_capacity(op.results.len());
        let none_seen = (0..op.results.len()).all(|i| !seen_result(self, i));
        for (i, r) in op.results.iter().enumerate() {
            if seen_result(self, i) {
                result_types.push(TypeSource::Parsed);
            } else if infers && none_seen {
                result_types.push(TypeSource::Inferred);
            } else if let Some(s) = lookup(&r.name) {
                result_types.push(s);
            } else if buildable(r.constraint) && !r.arity.is_variable() {
                result_types.push(TypeSource::Buildable(r.constraint));
            } else {
                self.error(
                    span,
                    format!(
                        "type of result #{i}, named '{}', is not buildable and a buildable type cannot be inferred: add `type(${})` to the format, or a constraint with a builder",
                        r.name, r.name
                    ),
                );
                result_types.push(TypeSource::Parsed);
            }
        }
        let mut operand_types = Vec::with_capacity(op.operands.len());
        for (i, o) in op.operands.iter().enumerate() {
            if seen_operand(self, i) {
                operand_types.push(TypeSource::Parsed);
            } else if let Some(s) = lookup(&o.name) {
                operand_types.push(s);
            } else if buildable(o.constraint)
                && !(self.all_operands.is_some() && o.arity.is_variable())
            {
                operand_types.push(TypeSource::Buildable(o.constraint));
            } else {
                self.error(
                    span,
                    format!(
                        "type of operand #{i}, named '{}', is not buildable and a buildable type cannot be inferred: add `type(${})` to the format, or a constraint with a builder",
                        o.name, o.name
                    ),
                );
                operand_types.push(TypeSource::Parsed);
            }
        }
        (operand_types, result_types)
    }
}

/// Binds entity `i` (an operand, attribute, region or successor) at `span`: reports a second
/// binding, an overlap with the `all` directive (`operands`, ...) and a `ref` to something not
/// yet bound.
#[allow(clippy::too_many_arguments)]
fn bind_one(
    w: &mut Walk<'_>,
    i: usize,
    span: Span,
    place: Place,
    what: &str,
    all: Option<Span>,
    all_name: &str,
    slots: Slots,
) {
    let prev = w.slots(slots)[i].or(all);
    if place == Place::Ref {
        if prev.is_none() {
            w.error(
                span,
                format!("`ref`: {what} must be bound earlier in the format"),
            );
        }
        return;
    }
    match prev {
        Some(at) => {
            let note = if w.slots(slots)[i].is_some() {
                "bound here".to_string()
            } else {
                format!("bound by `{all_name}` here")
            };
            w.error_note(span, format!("{what} is already bound"), at, &note);
        }
        None => w.slots(slots)[i] = Some(span),
    }
}

fn is_whitespace(k: &ElementKind) -> bool {
    matches!(
        k,
        ElementKind::Space | ElementKind::Newline | ElementKind::NoSpace
    )
}

/// True for an attribute that may be absent: optional, default-valued or a unit attribute.
fn attr_is_optional(m: &Model, op: &OpDef, i: usize) -> bool {
    let a = &op.attributes[i];
    let unit = m
        .constraints
        .get(a.constraint.index())
        .and_then(|c| c.attr.as_ref())
        .is_some_and(|s| s.presence);
    unit || matches!(
        a.kind,
        AttrKindDef::Optional
            | AttrKindDef::DefaultValued { .. }
            | AttrKindDef::DefaultValuedOptional { .. }
    )
}

/// True when attribute `i` is read by the generic attribute parser (no value type, not an enum,
/// symbol name or unit attribute, and either qualified or of the generic storage).
fn generic_attr(m: &Model, op: &OpDef, i: usize, qualified: bool) -> bool {
    let a = &op.attributes[i];
    let Some(s) = m
        .constraints
        .get(a.constraint.index())
        .and_then(|c| c.attr.as_ref())
    else {
        return true;
    };
    // MLIR: only an attribute stored as a plain `::mlir::Attribute` (no specific class, which
    // `storage` names here) may end in `: type` in its generic syntax
    if s.value_type.is_some()
        || s.presence
        || s.symbol_name
        || s.storage.is_some()
        || s.storage_check
    {
        return false;
    }
    qualified || (s.enum_id.is_none() && s.convert.is_none())
}

/// MLIR's "optionally parsed" elements, skipped when looking for what follows an element:
/// spaces, `attr-dict`, optional attributes and variable-length operands, regions and
/// successors.
fn optionally_parsed(m: &Model, op: &OpDef, e: &Element) -> bool {
    match &e.kind {
        ElementKind::Space
        | ElementKind::Newline
        | ElementKind::NoSpace
        | ElementKind::AttrDict { .. } => true,
        ElementKind::Attr(i) => {
            !matches!(op.attributes[*i].kind, AttrKindDef::Required) || attr_is_optional(m, op, *i)
        }
        ElementKind::Operand(i) => op.operands[*i].arity.is_variable(),
        ElementKind::Region(i) => op.regions[*i].variadic,
        ElementKind::Successor(i) => op.successors[*i].variadic,
        _ => false,
    }
}

/// Calls `report(base, invalid)` for each element satisfying `is_base` that can be directly
/// followed (skipping optionally parsed elements, entering optional groups) by one satisfying
/// `is_invalid`. Returns a base whose scan reached the end of `es` unresolved.
fn adjacent<'e>(
    es: &'e [Element],
    is_base: &dyn Fn(&Element) -> bool,
    is_invalid: &dyn Fn(&Element) -> bool,
    opt: &dyn Fn(&Element) -> bool,
    report: &mut dyn FnMut(&Element, &Element),
) -> Option<&'e Element> {
    let mut pending = None;
    for (k, e) in es.iter().enumerate() {
        let base = if is_base(e) {
            e
        } else if let ElementKind::Optional(g) = &e.kind {
            let t = adjacent(&g.then, is_base, is_invalid, opt, report);
            let f = adjacent(&g.else_elements, is_base, is_invalid, opt, report);
            match t.or(f) {
                Some(b) => b,
                None => continue,
            }
        } else {
            continue;
        };
        match scan(base, &es[k + 1..], is_invalid, opt, report, None) {
            Some(()) => {}
            None => pending = Some(base),
        }
    }
    pending
}

/// Scans `es` for what follows `base`: `Some(())` when a closing element was found (after
/// reporting an invalid one), `None` when the end was reached.
fn scan(
    base: &Element,
    es: &[Element],
    is_invalid: &dyn Fn(&Element) -> bool,
    opt: &dyn Fn(&Element) -> bool,
    report: &mut dyn FnMut(&Element, &Element),
    guard: Option<&Element>,
) -> Option<()> {
    for e in es {
        if is_invalid(e) {
            report(base, e);
            return Some(());
        }
        if let ElementKind::Optional(g) = &e.kind {
            scan(base, &g.then, is_invalid, opt, report, g.then.first());
            scan(base, &g.else_elements, is_invalid, opt, report, None);
            continue;
        }
        let is_guard = guard.is_some_and(|g| std::ptr::eq(g, e));
        if !is_guard && opt(e) {
            continue;
        }
        return Some(());
    }
    None
}
