//! Semantic analysis: the prelude's and the user's AST to a [`crate::model::Model`].
//!
//! Sema collects every named definition (constraints, enums, interfaces, traits, ops), resolves
//! references, instantiates generic constraints (`TensorOf<[F32]>`, `ConfinedAttr<...>`) with
//! MLIR-style summaries, lowers op declarations (operand/attribute wrappers, regions,
//! successors, traits, interfaces, memory effects: `MemoryEffects<[...]>`, `Arg`/`Res`
//! decorations, `MemoryEffectsOpInterface`) and computes Rust names. Rules that need the AST (names that
//! do not resolve, wrong template arguments, fields given twice, interface signatures) are
//! checked here, each in a small function; all errors are collected and sorted by position.

use std::collections::HashMap;

use heck::{ToSnakeCase as _, ToUpperCamelCase as _};

use crate::ast::{
    self, CRef, CaseValue, Field, FieldKind, Item, ItemKind, ParamKind, PredExpr, TArg,
};
use crate::model::*;

mod defs;
mod passes;

/// How deep constraint definitions may refer to other constraints.
const MAX_INSTANTIATION_DEPTH: usize = 64;

/// Lowers the prelude and the user's file to a model.
pub fn lower(
    s: &SourceMap,
    prelude: &ast::File,
    user: &ast::File,
) -> Result<Model, Vec<OdsDiagnostic>> {
    let mut sema = Sema::default();
    let user_file = s.files.len().saturating_sub(1) as u32;
    sema.collect(prelude, false);
    sema.collect(user, true);
    sema.lower_dialect(user, FileId(user_file));
    sema.lower_enums();
    sema.lower_interfaces();
    sema.lower_def_interfaces();
    sema.lower_traits();
    sema.lower_param_types();
    sema.lower_discardables();
    sema.lower_ops();
    sema.lower_defs();
    sema.lower_passes();
    sema.check_user_constraints(user);
    for item in &user.items {
        if let ItemKind::Rust(code) = &item.kind {
            sema.model.items.push(code.clone());
        }
    }
    if sema.errors.is_empty() {
        Ok(sema.model)
    } else {
        sema.errors.sort_by_key(|d| d.span);
        sema.errors.dedup();
        Err(sema.errors)
    }
}

/// A bound template argument.
#[derive(Clone, Debug)]
enum Bound {
    C(Box<Constraint>),
    List(Vec<Bound>),
    Int(i128),
    Str(String),
    Code(String),
}

impl Bound {
    fn render(&self) -> String {
        match self {
            Bound::C(c) => c.name.clone(),
            Bound::List(l) => format!(
                "[{}]",
                l.iter().map(|b| b.render()).collect::<Vec<_>>().join(", ")
            ),
            Bound::Int(i) => i.to_string(),
            Bound::Str(s) => format!("{s:?}"),
            Bound::Code(c) => format!("[{{{c}}}]"),
        }
    }
    fn summary(&self) -> String {
        match self {
            Bound::C(c) => c.summary.clone(),
            Bound::List(l) => {
                let is_c = l.iter().any(|b| matches!(b, Bound::C(_)));
                let parts: Vec<String> = l.iter().map(|b| b.summary()).collect();
                parts.join(if is_c { " or " } else { ", " })
            }
            Bound::Int(i) => i.to_string(),
            Bound::Str(s) => s.clone(),
            Bound::Code(c) => c.clone(),
        }
    }
    fn text(&self) -> String {
        match self {
            Bound::Str(s) | Bound::Code(s) => s.clone(),
            Bound::List(l) => l.iter().map(|b| b.text()).collect::<Vec<_>>().join(", "),
            other => other.summary(),
        }
    }
}

type Env = Vec<(String, Bound)>;

/// The storage fields of an instantiated attribute or property constraint (see
/// [`Sema::constraint_fields`]).
#[derive(Default)]
struct StorageFields {
    rust_type: Option<String>,
    get: Option<Code>,
    build: Option<Code>,
    presence: bool,
    symbol_name: bool,
    enum_attr: Option<Span>,
    storage_check: bool,
    value_type: Option<Code>,
    storage: Option<Code>,
    dense_array: Option<Code>,
    optional_start: Option<OptionalStart>,
}

#[derive(Default)]
struct Sema<'a> {
    errors: Vec<OdsDiagnostic>,
    model: Model,
    constraint_defs: HashMap<String, &'a Item>,
    prebuilt: HashMap<String, Constraint>,
    enum_items: Vec<&'a Item>,
    interface_items: Vec<&'a Item>,
    interfaces: HashMap<String, InterfaceId>,
    extern_interfaces: HashMap<String, String>,
    trait_items: Vec<&'a Item>,
    user_traits: HashMap<String, UserTraitId>,
    op_items: Vec<&'a Item>,
    dialect_items: Vec<&'a Item>,
    first_def: HashMap<(u8, String), Span>,
    model_index: HashMap<String, ConstraintId>,
    param_type_items: Vec<&'a Item>,
    param_types: HashMap<String, ParamTypeId>,
    def_interface_items: Vec<&'a Item>,
    def_interfaces: HashMap<String, DefInterfaceId>,
    def_items: Vec<&'a Item>,
    type_def_ids: HashMap<String, TypeDefId>,
    attr_def_ids: HashMap<String, AttrDefId>,
    pass_items: Vec<&'a Item>,
}

/// Rust keywords that cannot be used as identifiers (getters get a trailing `_`).
const RUST_KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// A valid Rust identifier for `name`: a keyword gets a trailing `_`.
pub fn rust_ident(name: &str) -> String {
    if RUST_KEYWORDS.contains(&name) {
        format!("{name}_")
    } else {
        name.to_string()
    }
}

/// The getter name of an IR name: snake_case, made a valid identifier.
pub fn getter_name(name: &str) -> String {
    rust_ident(&name.to_snake_case())
}

/// The default Rust name of an op: `UpperCamel(mnemonic) + "Op"` (dots and underscores are
/// word breaks).
pub fn default_op_rust_name(mnemonic: &str) -> String {
    format!("{}Op", mnemonic.to_upper_camel_case())
}

/// Edit distance between two names (insertions, deletions, substitutions and swaps of two
/// adjacent characters each cost 1), for "did you mean" suggestions.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            d[i * w + j] = if i == 0 {
                j
            } else if j == 0 {
                i
            } else {
                let cost = usize::from(a[i - 1] != b[j - 1]);
                let mut v = (d[(i - 1) * w + j] + 1)
                    .min(d[i * w + j - 1] + 1)
                    .min(d[(i - 1) * w + j - 1] + cost);
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    v = v.min(d[(i - 2) * w + j - 2] + 1);
                }
                v
            };
        }
    }
    d[a.len() * w + b.len()]
}

/// The closest of `candidates` to `name` when close enough (distance <= max(1, len/3)).
pub fn suggest<'c>(name: &str, candidates: impl Iterator<Item = &'c str>) -> Option<String> {
    let limit = (name.chars().count() / 3).max(1);
    let mut best: Option<(usize, &str)> = None;
    for c in candidates {
        let d = edit_distance(name, c);
        if d <= limit && best.is_none_or(|(bd, bc)| d < bd || (d == bd && c < bc)) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| format!("; did you mean `{c}`?"))
}

/// Replaces `$name` (not followed by an identifier character) by `value`.
fn subst_param(text: &str, name: &str, value: &str) -> String {
    let pat = format!("${name}");
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find(&pat) {
        let after = &rest[i + pat.len()..];
        out.push_str(&rest[..i]);
        if after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_') {
            out.push_str(&pat);
        } else {
            out.push_str(value);
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

fn subst_env(text: &str, env: &Env) -> String {
    let mut t = text.to_string();
    for (name, b) in env {
        if matches!(
            b,
            Bound::Int(_) | Bound::Str(_) | Bound::Code(_) | Bound::List(_)
        ) {
            t = subst_param(&t, name, &b.text());
        }
    }
    t
}

/// Fills `{param}` placeholders of a summary template.
fn fill_template(t: &str, env: &Env) -> String {
    let mut out = String::new();
    let mut rest = t;
    while let Some(i) = rest.find('{') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        let name = &after[..name_len];
        let bound = env.iter().find(|(n, _)| n == name);
        match bound {
            Some((_, b)) if after[name_len..].starts_with('}') && !name.is_empty() => {
                out.push_str(&b.summary());
                rest = &after[name_len + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

fn kind_words(k: ConstraintKind) -> &'static str {
    match k {
        ConstraintKind::Type => "a type constraint",
        ConstraintKind::Attr => "an attribute constraint",
        ConstraintKind::Prop => "a property constraint",
        ConstraintKind::Region => "a region constraint",
        ConstraintKind::Successor => "a successor constraint",
    }
}

fn plural(n: usize, one: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {one}s")
    }
}

/// Native marker traits by name.
pub const NATIVE_TRAITS: &[(&str, NativeTrait)] = &[
    ("Pure", NativeTrait::Pure),
    ("NoMemoryEffect", NativeTrait::NoMemoryEffect),
    ("AlwaysSpeculatable", NativeTrait::AlwaysSpeculatable),
    (
        "RecursiveMemoryEffects",
        NativeTrait::RecursiveMemoryEffects,
    ),
    ("Commutative", NativeTrait::Commutative),
    ("Idempotent", NativeTrait::Idempotent),
    ("Involution", NativeTrait::Involution),
    ("Terminator", NativeTrait::Terminator),
    ("ReturnLike", NativeTrait::ReturnLike),
    ("IsolatedFromAbove", NativeTrait::IsolatedFromAbove),
    ("NoTerminator", NativeTrait::NoTerminator),
    ("SingleBlock", NativeTrait::SingleBlock),
    ("Symbol", NativeTrait::Symbol),
    ("SymbolTable", NativeTrait::SymbolTable),
    ("ConstantLike", NativeTrait::ConstantLike),
    (
        "AutomaticAllocationScope",
        NativeTrait::AutomaticAllocationScope,
    ),
    ("AffineScope", NativeTrait::AffineScope),
    ("Elementwise", NativeTrait::Elementwise),
    ("Scalarizable", NativeTrait::Scalarizable),
    ("Vectorizable", NativeTrait::Vectorizable),
    ("Tensorizable", NativeTrait::Tensorizable),
    ("NoRegionArguments", NativeTrait::NoRegionArguments),
    ("GraphRegions", NativeTrait::GraphRegions),
    (
        "SameOperandsAndResultType",
        NativeTrait::SameOperandsAndResultType,
    ),
    ("SameTypeOperands", NativeTrait::SameTypeOperands),
    (
        "SameOperandsAndResultElementType",
        NativeTrait::SameOperandsAndResultElementType,
    ),
    (
        "SameOperandsElementType",
        NativeTrait::SameOperandsElementType,
    ),
    (
        "SameOperandsAndResultShape",
        NativeTrait::SameOperandsAndResultShape,
    ),
    ("SameOperandsShape", NativeTrait::SameOperandsShape),
    (
        "SameOperandsAndResultRank",
        NativeTrait::SameOperandsAndResultRank,
    ),
    ("ResultsAreBoolLike", NativeTrait::ResultsAreBoolLike),
    ("ResultsAreFloatLike", NativeTrait::ResultsAreFloatLike),
    (
        "ResultsAreSignlessIntegerLike",
        NativeTrait::ResultsAreSignlessIntegerLike,
    ),
    ("OperandsAreFloatLike", NativeTrait::OperandsAreFloatLike),
    (
        "OperandsAreSignlessIntegerLike",
        NativeTrait::OperandsAreSignlessIntegerLike,
    ),
    (
        "AttrSizedOperandSegments",
        NativeTrait::AttrSizedOperandSegments,
    ),
    (
        "AttrSizedResultSegments",
        NativeTrait::AttrSizedResultSegments,
    ),
    (
        "SameVariadicOperandSize",
        NativeTrait::SameVariadicOperandSize,
    ),
    (
        "SameVariadicResultSize",
        NativeTrait::SameVariadicResultSize,
    ),
];

/// Parameterized traits the front end knows.
const PARAM_TRAITS: &[&str] = &[
    "HasParent",
    "ParentOneOf",
    "SingleBlockImplicitTerminator",
    "AllTypesMatch",
    "AllElementTypesMatch",
    "AllShapesMatch",
    "AllRanksMatch",
    "TypesMatchWith",
    "PredOpTrait",
    "Declare",
    "MemoryEffects",
    "MemoryEffectsOpInterface",
];

/// Op-variable decorators: `Arg<T, "doc", [effects]>` / `Res<T, "doc", [effects]>`.
const DECORATORS: &[&str] = &["Arg", "Res"];

/// Memory effects by name (`...At<stage>` forms are these names plus `At`).
const EFFECTS: &[(&str, EffectKind)] = &[
    ("MemRead", EffectKind::Read),
    ("MemWrite", EffectKind::Write),
    ("MemAlloc", EffectKind::Allocate),
    ("MemFree", EffectKind::Free),
];

/// Op-level wrappers of operand/attribute constraints, handled by sema.
const WRAPPERS: &[&str] = &[
    "Variadic",
    "Optional",
    "VariadicOfVariadic",
    "OptionalAttr",
    "OptionalProp",
    "DefaultValuedAttr",
    "DefaultValuedProp",
    "DefaultValuedOptionalAttr",
    "DefaultValuedOptionalProp",
    "DefaultValuedStrAttr",
    "ConstantAttr",
    "DerivedAttr",
    "ConfinedAttr",
    "ConfinedProp",
];

/// Fields that may be given at most once per item.
fn is_single_field(keyword: &str) -> bool {
    !matches!(
        keyword,
        "builder"
            | "extra"
            | "method"
            | "static_method"
            | "case"
            | "discardable"
            | "option"
            | "list_option"
            | "statistic"
    )
}

/// `an op`, `a type` or `an attribute`: the item a field belongs to, in messages.
fn item_article(item: &Item) -> &'static str {
    match &item.kind {
        ItemKind::Def {
            kind: DefKind::Type,
            ..
        } => "a type",
        ItemKind::Def {
            kind: DefKind::Attr,
            ..
        } => "an attribute",
        _ => "an op",
    }
}

impl<'a> Sema<'a> {
    fn err(&mut self, span: Span, msg: impl Into<String>) {
        self.errors.push(OdsDiagnostic::new(span, msg));
    }

    /// Rule: a bare identifier in an op, type or attribute body is one of its flags.
    fn unknown_flag(
        &mut self,
        name: &str,
        span: Span,
        what: &str,
        flags: impl Iterator<Item = &'static str> + Clone,
    ) {
        let hint = suggest(name, flags.clone()).unwrap_or_else(|| {
            let all: Vec<String> = flags.map(|f| format!("`{f}`")).collect();
            format!("; the flags are {}", all.join(", "))
        });
        self.err(span, format!("unknown flag `{name}` in {what}{hint}"));
    }

    // ---------------------------------------------------------------- collection

    fn define(&mut self, ns: u8, what: &str, name: &str, span: Span) -> bool {
        if let Some(first) = self.first_def.get(&(ns, name.to_string())) {
            let first = *first;
            self.errors.push(
                OdsDiagnostic::new(
                    span,
                    format!("duplicate {what} `{name}`: rename one of them"),
                )
                .with_note(first, "first defined here"),
            );
            false
        } else {
            self.first_def.insert((ns, name.to_string()), span);
            true
        }
    }

    fn collect(&mut self, file: &'a ast::File, is_user: bool) {
        for item in &file.items {
            self.check_single_fields(item);
            let name = item
                .name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_default();
            let nspan = item.name.as_ref().map(|n| n.span).unwrap_or(item.span);
            match &item.kind {
                ItemKind::Dialect => self.dialect_items.push(item),
                ItemKind::TypeConstraint | ItemKind::AttrConstraint | ItemKind::PropConstraint => {
                    if self.define(0, "constraint", &name, nspan) {
                        self.constraint_defs.insert(name, item);
                    }
                }
                ItemKind::Enum { .. } | ItemKind::BitEnum { .. } => {
                    if self.define(1, "enum", &name, nspan) && is_user {
                        self.enum_items.push(item);
                    }
                    for f in &item.fields {
                        if let FieldKind::EnumAttr(n, _, _) | FieldKind::EnumProp(n) = &f.kind {
                            self.define(0, "constraint", &n.name, n.span);
                        }
                    }
                }
                ItemKind::Interface => {
                    if self.define(2, "interface", &name, nspan) {
                        self.interface_items.push(item);
                    }
                }
                ItemKind::ExternInterface => {
                    let last = name.rsplit("::").next().unwrap_or(&name).to_string();
                    if self.define(2, "interface", &last, nspan) {
                        self.extern_interfaces.insert(last, name.clone());
                    }
                }
                ItemKind::Trait => {
                    if self.define(3, "trait", &name, nspan) {
                        self.trait_items.push(item);
                    }
                }
                ItemKind::Op { .. } => self.op_items.push(item),
                ItemKind::Rust(_) => {}
                ItemKind::ParamType => {
                    if self.define(5, "parameter type", &name, nspan) {
                        self.param_type_items.push(item);
                    }
                }
                ItemKind::DefInterface(_) => {
                    if self.define(2, "interface", &name, nspan) {
                        self.def_interface_items.push(item);
                    }
                }
                ItemKind::Def { kind, .. } => self.collect_def(item, *kind, name),
                ItemKind::Pass { .. } => {
                    if self.define(6, "pass", &name, nspan) {
                        self.pass_items.push(item);
                    }
                }
            }
        }
    }

    /// Rule: a field given twice in one item.
    fn check_single_fields(&mut self, item: &Item) {
        let mut seen: HashMap<&str, Span> = HashMap::new();
        let what = item_words(item);
        for f in &item.fields {
            if !is_single_field(&f.keyword) {
                continue;
            }
            if let Some(first) = seen.get(f.keyword.as_str()) {
                let first = *first;
                self.errors.push(
                    OdsDiagnostic::new(
                        f.span,
                        format!("field `{}` is given twice in {what}; remove one", f.keyword),
                    )
                    .with_note(first, "first given here"),
                );
            } else {
                seen.insert(&f.keyword, f.span);
            }
        }
    }

    // ---------------------------------------------------------------- dialect

    fn lower_dialect(&mut self, user: &ast::File, user_file: FileId) {
        let items: Vec<&Item> = self.dialect_items.clone();
        let _ = user;
        let Some(first) = items.first() else {
            self.err(
                Span::new(user_file, 0, 0),
                "missing dialect declaration: add `dialect <name> { }` to the file",
            );
            return;
        };
        for extra in items.iter().skip(1) {
            self.errors.push(
                OdsDiagnostic::new(
                    extra.keyword_span_or_name(),
                    "more than one dialect declaration: a file defines exactly one dialect",
                )
                .with_note(first.keyword_span_or_name(), "first declared here"),
            );
        }
        let name = first
            .name
            .as_ref()
            .map(|n| n.name.clone())
            .unwrap_or_default();
        let d = &mut self.model.dialect;
        d.name = name.clone();
        d.span = first.name.as_ref().map(|n| n.span).unwrap_or(first.span);
        d.docs = docs_of(first);
        d.rust_name = format!("{}Dialect", name.to_upper_camel_case());
        d.use_properties = true;
        for f in &first.fields {
            match &f.kind {
                FieldKind::RustName(n) => d.rust_name = n.name.clone(),
                FieldKind::DependentDialects(p) if f.keyword == "type_alias" => {
                    d.type_alias = p.first().map(|i| i.name.clone())
                }
                FieldKind::DependentDialects(p) if f.keyword == "attr_alias" => {
                    d.attr_alias = p.first().map(|i| i.name.clone())
                }
                FieldKind::DependentDialects(p) => {
                    d.dependent_dialects = p.iter().map(|i| i.name.clone()).collect()
                }
                FieldKind::Flag if f.keyword == "has_constant_materializer" => {
                    d.has_constant_materializer = true
                }
                FieldKind::Flag if f.keyword == "has_inliner_interface" => {
                    d.has_inliner_interface = true
                }
                FieldKind::UseProperties(b) => d.use_properties = *b,
                _ => {}
            }
        }
    }

    fn lower_discardables(&mut self) {
        let Some(first) = self.dialect_items.first().copied() else {
            return;
        };
        for f in &first.fields {
            if let FieldKind::Discardable(name, c) = &f.kind {
                let Some(con) = self.instantiate(c, 0) else {
                    continue;
                };
                if con.kind != ConstraintKind::Attr {
                    self.err(
                        c.span,
                        format!(
                            "discardable attribute `{}` needs an attribute constraint, but `{}` is {}; use one such as `UnitAttr`",
                            name.name,
                            con.name,
                            kind_words(con.kind)
                        ),
                    );
                    continue;
                }
                let id = self.use_constraint(con);
                self.model.dialect.discardable_attrs.push(DiscardableAttr {
                    name: name.name.clone(),
                    constraint: id,
                    span: f.span,
                });
            }
        }
    }

    /// Instantiates every non-generic constraint of the user's file, so that errors in unused
    /// definitions are reported too (the model only holds constraints that are used).
    fn check_user_constraints(&mut self, user: &ast::File) {
        for item in &user.items {
            let is_constraint = matches!(
                item.kind,
                ItemKind::TypeConstraint | ItemKind::AttrConstraint | ItemKind::PropConstraint
            );
            if let (true, true, Some(name)) = (is_constraint, item.params.is_empty(), &item.name) {
                let r = CRef {
                    name: name.clone(),
                    args: None,
                    span: name.span,
                };
                let _ = self.instantiate(&r, 0);
            }
        }
    }

    // ---------------------------------------------------------------- enums

    fn lower_enums(&mut self) {
        let items = self.enum_items.clone();
        for item in items {
            self.lower_enum(item);
        }
    }

    fn lower_enum(&mut self, item: &Item) {
        let name = item
            .name
            .as_ref()
            .map(|n| n.name.clone())
            .unwrap_or_default();
        let (is_bit, storage) = match &item.kind {
            ItemKind::BitEnum { storage } => (true, storage),
            ItemKind::Enum { storage } => (false, storage),
            _ => return,
        };
        let width = self.enum_width(is_bit, storage);
        let id = EnumId(self.model.enums.len() as u32);
        let mut def = EnumDef {
            name: name.clone(),
            docs: docs_of(item),
            kind: if is_bit {
                EnumKind::Bit { width }
            } else {
                EnumKind::Integer { width }
            },
            cases: Vec::new(),
            separator: "|".into(),
            cpp_namespace: String::new(),
            primary_group: false,
            keyword_errors: false,
            attr_form: EnumAttrForm::Integer,
            attr_constraint: None,
            span: item.name.as_ref().map(|n| n.span).unwrap_or(item.span),
        };
        let mut groups: Vec<(usize, Vec<ast::Ident>)> = Vec::new();
        let mut attr_names: Vec<(ast::Ident, ConstraintKind)> = Vec::new();
        for f in &item.fields {
            match &f.kind {
                FieldKind::Separator(s) => def.separator = s.value.clone(),
                FieldKind::CppNamespace(s) => def.cpp_namespace = s.value.clone(),
                FieldKind::Flag if f.keyword == "primary_group" => def.primary_group = true,
                FieldKind::Flag if f.keyword == "keyword_errors" => def.keyword_errors = true,
                FieldKind::EnumAttr(n, d, bare) => {
                    if let Some(d) = d {
                        def.attr_form = EnumAttrForm::Dialect {
                            mnemonic: d.value.clone(),
                            bare: *bare,
                        };
                    }
                    attr_names.push((n.clone(), ConstraintKind::Attr));
                }
                FieldKind::EnumProp(n) => attr_names.push((n.clone(), ConstraintKind::Prop)),
                FieldKind::Case(kw, value, rn) => {
                    let case = self.enum_case(f, kw, value, rn.as_ref(), width, is_bit);
                    if let CaseValue::Group(g, _) = value {
                        groups.push((def.cases.len(), g.clone()));
                    }
                    def.cases.push(case);
                }
                _ => {}
            }
        }
        self.resolve_enum_groups(&mut def, groups);
        self.enum_attr_constraints(&mut def, id, attr_names);
        self.model.enums.push(def);
    }

    /// The bit width of an enum's storage type (rule: `i32`/`i64`, or `i8`..`i64` for bit
    /// enums).
    fn enum_width(&mut self, is_bit: bool, storage: &ast::Ident) -> u32 {
        match (is_bit, storage.name.as_str()) {
            (_, "i32") => 32,
            (_, "i64") => 64,
            (true, "i8") => 8,
            (true, "i16") => 16,
            (false, _) => {
                self.err(
                    storage.span,
                    format!(
                        "enum storage type must be `i32` or `i64`, not `{}`",
                        storage.name
                    ),
                );
                64
            }
            (true, _) => {
                self.err(
                    storage.span,
                    format!(
                        "bit enum storage type must be `i8`, `i16`, `i32` or `i64`, not `{}`",
                        storage.name
                    ),
                );
                32
            }
        }
    }

    /// One case of an enum: its Rust name, keyword and value (a group's value is computed later
    /// by [`Sema::resolve_enum_groups`]).
    fn enum_case(
        &mut self,
        f: &ast::Field,
        kw: &ast::Ident,
        value: &CaseValue,
        rn: Option<&ast::Ident>,
        width: u32,
        is_bit: bool,
    ) -> EnumCase {
        let rust_name = rn
            .map(|r| r.name.clone())
            .unwrap_or_else(|| kw.name.to_upper_camel_case());
        let mut case = EnumCase {
            rust_name,
            keyword: kw.name.clone(),
            value: 0,
            is_group: false,
            doc: f.doc.clone(),
            span: kw.span,
        };
        match value {
            CaseValue::Int(i) => {
                self.check_case_range(i, width, is_bit);
                case.value = i.value as u64;
                if !is_bit && width == 32 {
                    case.value = (i.value as i32) as i64 as u64;
                }
            }
            CaseValue::Group(_, gspan) => {
                if !is_bit {
                    self.err(*gspan, "only bit enums have groups: give an integer value");
                }
                case.is_group = true;
            }
        }
        case
    }

    /// The values of a bit enum's groups: the union of their member cases (rule: members name
    /// bit cases of the enum).
    fn resolve_enum_groups(&mut self, def: &mut EnumDef, groups: Vec<(usize, Vec<ast::Ident>)>) {
        let name = def.name.clone();
        for (idx, members) in groups {
            let mut mask = 0u64;
            for m in members {
                match def
                    .cases
                    .iter()
                    .find(|c| c.keyword == m.name && !c.is_group)
                {
                    Some(c) => mask |= c.value,
                    None => self.err(
                        m.span,
                        format!(
                            "group names unknown case `{}`: list bit cases of enum `{name}`",
                            m.name
                        ),
                    ),
                }
            }
            if let Some(c) = def.cases.get_mut(idx) {
                c.value = mask;
            }
        }
    }

    /// The attribute and property constraints an enum declares (`attr X`, `prop X`): each
    /// checks, converts and builds the enum; the first attribute one becomes the enum's own.
    fn enum_attr_constraints(
        &mut self,
        def: &mut EnumDef,
        id: EnumId,
        attr_names: Vec<(ast::Ident, ConstraintKind)>,
    ) {
        let name = def.name.clone();
        let is_bit = matches!(def.kind, EnumKind::Bit { .. });
        let width = match def.kind {
            EnumKind::Bit { width } | EnumKind::Integer { width } => width,
        };
        let summary = match (&def.attr_form, is_bit) {
            (EnumAttrForm::Integer, false) => format!(
                "allowed {width}-bit signless integer cases: {}",
                def.cases
                    .iter()
                    .map(|c| (c.value as i64).to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            _ if !def.docs.summary.is_empty() => def.docs.summary.clone(),
            _ => name.clone(),
        };
        for (n, kind) in attr_names {
            let c = Constraint {
                name: n.name.clone(),
                kind,
                pred: Pred::Leaf(Code {
                    text: format!("{name}::from_attr($_ctx, $_self).is_some()"),
                    span: n.span,
                }),
                summary: summary.clone(),
                description: String::new(),
                type_builder: None,
                type_class: None,
                attr: Some(AttrStorage {
                    rust_type: name.clone(),
                    convert: Some(Code {
                        text: format!("{name}::from_attr_lossy($_ctx, $_self)"),
                        span: n.span,
                    }),
                    build: Some(Code {
                        text: "$_value.to_attr($_ctx)".into(),
                        span: n.span,
                    }),
                    enum_id: Some(id),
                    presence: false,
                    value_type: None,
                    storage: Some(Code {
                        text: format!("{name}::from_attr($_ctx, $_self).is_some()"),
                        span: n.span,
                    }),
                    dense_array: None,
                    symbol_name: false,
                    optional_start: None,
                    enum_path: None,
                    storage_check: true,
                }),
                span: n.span,
            };
            if kind == ConstraintKind::Attr && def.attr_constraint.is_none() {
                let cid = self.use_constraint(c.clone());
                def.attr_constraint = Some(cid);
            }
            self.prebuilt.insert(n.name.clone(), c);
        }
    }

    /// Rule: an enum case value out of range for the storage width.
    fn check_case_range(&mut self, i: &ast::Int, width: u32, is_bit: bool) {
        let (min, max): (i128, i128) = if is_bit {
            (0, (1i128 << width) - 1)
        } else {
            (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1)
        };
        if i.value < min || i.value > max {
            self.err(
                i.span,
                format!(
                    "case value {} is out of range for {width}-bit storage ({min} to {max}): use a value in range or a wider storage type",
                    i.value
                ),
            );
        }
    }

    // ---------------------------------------------------------------- interfaces, traits

    fn lower_interfaces(&mut self) {
        let items = self.interface_items.clone();
        for item in items {
            let name = item
                .name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_default();
            let mut def = InterfaceDef {
                name: name.clone(),
                docs: docs_of(item),
                methods: Vec::new(),
                verify: None,
                span: item.name.as_ref().map(|n| n.span).unwrap_or(item.span),
            };
            for f in &item.fields {
                match &f.kind {
                    FieldKind::Method {
                        sig,
                        default,
                        is_static,
                    } => {
                        if let Some(m) = self.lower_method(f, sig, default, *is_static) {
                            def.methods.push(m);
                        }
                    }
                    FieldKind::Verify(c) => def.verify = Some(c.clone()),
                    _ => {}
                }
            }
            self.interfaces
                .insert(name, InterfaceId(self.model.interfaces.len() as u32));
            self.model.interfaces.push(def);
        }
    }

    /// Rules: an interface method signature must parse as a Rust `fn` signature; `method` needs
    /// a receiver and `static_method` must not have one.
    fn lower_method(
        &mut self,
        f: &Field,
        sig: &Code,
        default: &Option<Code>,
        is_static: bool,
    ) -> Option<InterfaceMethod> {
        let text = sig.text.trim().trim_end_matches(';');
        let parsed = match crate::nesting::parse_str::<syn::Signature>(text) {
            Ok(s) => s,
            Err(e) => {
                // syn's lexer error says nothing about the text; name the likely causes
                let e = match e.to_string() {
                    s if s == "cannot parse string into token stream" => {
                        "unbalanced brackets or an invalid token".to_string()
                    }
                    s => s,
                };
                self.err(
                    sig.span,
                    format!(
                        "interface method signature does not parse as a Rust function signature ({e}); \
                         write it like `fn name(&self, ctx: &Context) -> T`"
                    ),
                );
                return None;
            }
        };
        let has_receiver = parsed.receiver().is_some();
        if is_static && has_receiver {
            self.err(
                sig.span,
                "`static_method` must not take `self`: remove the receiver or use `method`",
            );
        } else if !is_static && !has_receiver {
            self.err(sig.span, "`method` needs a `self` receiver (`&self` or `self`); use `static_method` for a function without one");
        }
        Some(InterfaceMethod {
            name: parsed.ident.to_string(),
            doc: f.doc.clone(),
            signature: sig.clone(),
            is_static,
            default_body: default.clone(),
            span: f.span,
        })
    }

    fn lower_traits(&mut self) {
        let items = self.trait_items.clone();
        for item in items {
            let name = item
                .name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_default();
            let verify = item.fields.iter().find_map(|f| match &f.kind {
                FieldKind::Verify(c) => Some(c.clone()),
                _ => None,
            });
            self.user_traits.insert(
                name.clone(),
                UserTraitId(self.model.user_traits.len() as u32),
            );
            self.model.user_traits.push(UserTraitDef {
                name,
                docs: docs_of(item),
                verify,
                span: item.name.as_ref().map(|n| n.span).unwrap_or(item.span),
            });
        }
    }

    // ---------------------------------------------------------------- constraints

    fn use_constraint(&mut self, c: Constraint) -> ConstraintId {
        if let Some(id) = self.model_index.get(&c.name) {
            return *id;
        }
        let id = ConstraintId(self.model.constraints.len() as u32);
        self.model_index.insert(c.name.clone(), id);
        self.model.constraints.push(c);
        id
    }

    fn all_constraint_names(&self) -> Vec<String> {
        let mut v: Vec<String> = self.constraint_defs.keys().cloned().collect();
        v.extend(self.prebuilt.keys().cloned());
        v.extend(WRAPPERS.iter().map(|w| w.to_string()));
        v.sort();
        v.dedup();
        v
    }

    /// A `type_def` used as a type constraint, or an `attr_def` as an attribute constraint
    /// (MLIR's `TypeDef`/`AttrDef` are constraints too): the predicate is
    /// `Name::from_type(..).is_some()`, the summary the definition's summary or
    /// `dialect.mnemonic type`. A type def is also the type class of a format's `type(...)`,
    /// printed stripped and parsed with `parseCustomTypeWithFallback`.
    fn def_constraint(&self, name: &str, span: Span) -> Option<Constraint> {
        let is_type = self.type_def_ids.contains_key(name);
        if !is_type && !self.attr_def_ids.contains_key(name) {
            return None;
        }
        let item = self.def_items.iter().find(|i| {
            i.name.as_ref().is_some_and(|n| n.name == name)
                && matches!(&i.kind, ItemKind::Def { kind, .. } if (*kind == DefKind::Type) == is_type)
        })?;
        let ItemKind::Def { mnemonic, .. } = &item.kind else {
            return None;
        };
        let full = format!("{}.{}", self.model.dialect.name, mnemonic.value);
        let docs = docs_of(item);
        let words = if is_type { "type" } else { "attribute" };
        let summary = if docs.summary.is_empty() {
            format!("{full} {words}")
        } else {
            docs.summary.clone()
        };
        let code = |text: String| Code { text, span };
        if is_type {
            let is = format!("{name}::from_type($_ctx, $_self).is_some()");
            return Some(Constraint {
                name: name.to_string(),
                kind: ConstraintKind::Type,
                pred: Pred::Leaf(code(is.clone())),
                summary,
                description: String::new(),
                type_builder: None,
                type_class: Some((full, code(is))),
                attr: None,
                span,
            });
        }
        let is = format!("{name}::from_attr($_ctx, $_self).is_some()");
        Some(Constraint {
            name: name.to_string(),
            kind: ConstraintKind::Attr,
            pred: Pred::Leaf(code(is.clone())),
            summary,
            description: String::new(),
            type_builder: None,
            type_class: None,
            attr: Some(AttrStorage {
                rust_type: name.to_string(),
                convert: Some(code(format!("{name}::__ods_unchecked($_self)"))),
                build: Some(code("$_value.as_attr()".into())),
                enum_id: None,
                presence: false,
                value_type: None,
                storage: Some(code(is)),
                dense_array: None,
                symbol_name: false,
                optional_start: None,
                enum_path: None,
                storage_check: true,
            }),
            span,
        })
    }

    /// Rule: unknown constraint (with a suggestion; wrappers like `Variadic` are candidates).
    fn unknown_constraint(&mut self, r: &CRef) {
        let names = self.all_constraint_names();
        let sugg = suggest(&r.name.name, names.iter().map(|s| s.as_str())).unwrap_or_else(|| {
            ": declare it with `type_constraint`, `attr_constraint` or `prop_constraint`"
                .to_string()
        });
        self.err(
            r.name.span,
            format!("unknown constraint `{}`{sugg}", r.name.name),
        );
    }

    /// Rule: wrong number of template arguments.
    fn arity_error(&mut self, r: &CRef, expected: usize) {
        let given = r.args.as_ref().map(|a| a.len()).unwrap_or(0);
        self.err(
            r.span,
            format!(
                "`{}` expects {}, but {} given",
                r.name.name,
                plural(expected, "template argument"),
                if given == 1 {
                    "1 was".to_string()
                } else {
                    format!("{given} were")
                }
            ),
        );
    }

    fn instantiate(&mut self, r: &CRef, depth: usize) -> Option<Constraint> {
        if depth > MAX_INSTANTIATION_DEPTH {
            self.err(
                r.span,
                format!(
                    "constraint `{}` nests more than {MAX_INSTANTIATION_DEPTH} levels deep (does it refer to itself?)",
                    r.name.name
                ),
            );
            return None;
        }
        let name = r.name.name.as_str();
        if name == "ConfinedAttr" || name == "ConfinedProp" {
            return self.instantiate_confined(r, depth);
        }
        if WRAPPERS.contains(&name) {
            self.err(
                r.name.span,
                format!("`{name}` can only be used directly on an op argument, not nested in another constraint"),
            );
            return None;
        }
        if let Some(c) = self.prebuilt.get(name) {
            if r.args.is_some() {
                self.arity_error(r, 0);
                return None;
            }
            return Some(c.clone());
        }
        let Some(def) = self.constraint_defs.get(name).copied() else {
            if let Some(c) = self.def_constraint(name, r.name.span) {
                if r.args.is_some() {
                    self.arity_error(r, 0);
                    return None;
                }
                return Some(c);
            }
            self.unknown_constraint(r);
            return None;
        };
        let args: &[TArg] = r.args.as_deref().unwrap_or(&[]);
        if args.len() != def.params.len() || (r.args.is_some() && def.params.is_empty()) {
            self.arity_error(r, def.params.len());
            return None;
        }
        let mut env: Env = Vec::new();
        let mut ok = true;
        for (p, a) in def.params.iter().zip(args) {
            match self.bind(r, p, a, depth) {
                Some(b) => env.push((p.name.name.clone(), b)),
                None => ok = false,
            }
        }
        if !ok {
            return None;
        }
        let kind = match def.kind {
            ItemKind::AttrConstraint => ConstraintKind::Attr,
            ItemKind::PropConstraint => ConstraintKind::Prop,
            _ => ConstraintKind::Type,
        };
        let inst_name = if env.is_empty() {
            name.to_string()
        } else {
            format!(
                "{name}<{}>",
                env.iter()
                    .map(|(_, b)| b.render())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        let mut c = Constraint {
            name: inst_name.clone(),
            kind,
            pred: Pred::True,
            summary: inst_name,
            description: String::new(),
            type_builder: None,
            type_class: None,
            attr: None,
            span: def.name.as_ref().map(|n| n.span).unwrap_or(def.span),
        };
        let fields = self.constraint_fields(def, &env, &mut c, depth);
        self.attach_storage(&mut c, kind, fields);
        Some(c)
    }

    /// The fields of a constraint definition, instantiated with `env`: summary, description,
    /// predicate and type class go to `c`, the storage fields are returned.
    fn constraint_fields(
        &mut self,
        def: &Item,
        env: &Env,
        c: &mut Constraint,
        depth: usize,
    ) -> StorageFields {
        let mut out = StorageFields::default();
        for f in &def.fields {
            match &f.kind {
                FieldKind::Flag if f.keyword == "presence" => out.presence = true,
                FieldKind::Flag if f.keyword == "symbol_name" => out.symbol_name = true,
                FieldKind::Flag if f.keyword == "enum_attr" => out.enum_attr = Some(f.span),
                FieldKind::Flag if f.keyword == "storage_check" => out.storage_check = true,
                FieldKind::ValueType(code) => {
                    out.value_type = Some(Code {
                        text: subst_env(&code.text, env),
                        span: code.span,
                    })
                }
                FieldKind::Storage(code) => {
                    out.storage = Some(Code {
                        text: subst_env(&code.text, env),
                        span: code.span,
                    })
                }
                FieldKind::OptionalStart(s) => {
                    out.optional_start = match s.value.as_str() {
                        "string" => Some(OptionalStart::String),
                        "array" => Some(OptionalStart::Array),
                        "symbol_ref" => Some(OptionalStart::SymbolRef),
                        "integer" => Some(OptionalStart::Integer),
                        other => {
                            self.err(
                                s.span,
                                format!(
                                    "unknown optional start `{other}`: use `string`, `array`, `symbol_ref` or `integer` (leave it out for any attribute)"
                                ),
                            );
                            None
                        }
                    }
                }
                FieldKind::DenseArray(code) => {
                    out.dense_array = Some(Code {
                        text: subst_env(&code.text, env),
                        span: code.span,
                    })
                }
                FieldKind::Summary(s) => c.summary = fill_template(&s.value, env),
                FieldKind::Description(s) => c.description = fill_template(&s.value, env),
                FieldKind::Pred(p) => c.pred = self.lower_pred(p, env, depth + 1),
                FieldKind::RustType(s) => out.rust_type = Some(subst_env(&s.value, env)),
                FieldKind::Get(code) => {
                    out.get = Some(Code {
                        text: subst_env(&code.text, env),
                        span: code.span,
                    })
                }
                FieldKind::Build(code) => {
                    out.build = Some(Code {
                        text: subst_env(&code.text, env),
                        span: code.span,
                    })
                }
                _ => {}
            }
        }
        for f in &def.fields {
            if let FieldKind::TypeClass(name, code) = &f.kind {
                c.type_class = Some((
                    name.value.clone(),
                    Code {
                        text: subst_env(&code.text, env),
                        span: code.span,
                    },
                ));
            }
        }
        out
    }

    /// Where an attribute or property constraint keeps its value and how generated code reads,
    /// builds and checks it; a type constraint keeps only its type builder.
    fn attach_storage(&mut self, c: &mut Constraint, kind: ConstraintKind, f: StorageFields) {
        let StorageFields {
            rust_type,
            get,
            build,
            presence,
            symbol_name,
            enum_attr,
            storage_check,
            value_type,
            storage,
            dense_array,
            optional_start,
        } = f;
        if kind == ConstraintKind::Type {
            c.type_builder = build;
        } else {
            if let (Some(span), None) = (enum_attr, &rust_type) {
                self.err(
                    span,
                    "`enum_attr` needs a `rust_type` naming the generated enum, like `rust_type \"crate::arith::FastMathFlags\"`",
                );
            }
            let rust_type = rust_type.unwrap_or_else(|| "::ods_runtime::Attribute".into());
            c.attr = Some(AttrStorage {
                enum_path: enum_attr.map(|_| rust_type.clone()),
                storage_check: storage_check || enum_attr.is_some(),
                rust_type,
                convert: get,
                build,
                enum_id: None,
                presence,
                value_type,
                storage,
                dense_array,
                symbol_name,
                optional_start,
            });
        }
    }

    fn instantiate_confined(&mut self, r: &CRef, depth: usize) -> Option<Constraint> {
        let args: &[TArg] = r.args.as_deref().unwrap_or(&[]);
        let [base, list] = args else {
            self.arity_error(r, 2);
            return None;
        };
        let base = self.constraint_arg(r, "the first", base, depth)?;
        if base.kind == ConstraintKind::Type {
            self.err(
                args[0].span(),
                format!(
                    "`{}` confines an attribute constraint, but `{}` is a type constraint; give an attribute constraint such as `I64Attr`",
                    r.name.name, base.name
                ),
            );
            return None;
        }
        let TArg::List(items, _) = list else {
            self.err(list.span(), format!("the second template argument of `{}` must be a list `[...]` of attribute constraints", r.name.name));
            return None;
        };
        let mut preds = vec![base.pred.clone()];
        let mut summary = base.summary.clone();
        let mut names = Vec::new();
        for it in items {
            let c = self.constraint_arg(r, "every confining", it, depth)?;
            preds.push(c.pred.clone());
            summary.push(' ');
            summary.push_str(&c.summary);
            names.push(c.name.clone());
        }
        Some(Constraint {
            name: format!("{}<{}, [{}]>", r.name.name, base.name, names.join(", ")),
            kind: base.kind,
            pred: Pred::And(preds),
            summary,
            description: base.description.clone(),
            type_builder: None,
            type_class: None,
            attr: base.attr.clone(),
            span: base.span,
        })
    }

    fn constraint_arg(
        &mut self,
        r: &CRef,
        which: &str,
        a: &TArg,
        depth: usize,
    ) -> Option<Constraint> {
        match a {
            TArg::Pred(PredExpr::Ref(cr)) => self.instantiate(cr, depth + 1),
            other => {
                self.err(
                    other.span(),
                    format!(
                        "{which} template argument of `{}` must be a constraint name",
                        r.name.name
                    ),
                );
                None
            }
        }
    }

    /// Rule: a template argument of the wrong kind.
    fn bind(&mut self, r: &CRef, p: &ast::Param, a: &TArg, depth: usize) -> Option<Bound> {
        if p.is_list {
            let TArg::List(items, _) = a else {
                self.err(
                    a.span(),
                    format!(
                        "template argument `{}` of `{}` must be a list `[...]`",
                        p.name.name, r.name.name
                    ),
                );
                return None;
            };
            let mut out = Vec::new();
            for it in items {
                out.push(self.bind_one(r, p, it, depth)?);
            }
            return Some(Bound::List(out));
        }
        self.bind_one(r, p, a, depth)
    }

    fn bind_one(&mut self, r: &CRef, p: &ast::Param, a: &TArg, depth: usize) -> Option<Bound> {
        let expect = |k: ParamKind| match k {
            ParamKind::Type => "a type constraint",
            ParamKind::Attr => "an attribute constraint",
            ParamKind::Prop => "a property constraint",
            ParamKind::Int => "an integer",
            ParamKind::String => "a string",
            ParamKind::Code => "a code block `[{ ... }]` or a string",
        };
        let wrong = |s: &mut Self| {
            s.err(
                a.span(),
                format!(
                    "template argument `{}` of `{}` must be {}",
                    p.name.name,
                    r.name.name,
                    expect(p.kind)
                ),
            );
            None
        };
        match (p.kind, a) {
            (ParamKind::Int, TArg::Int(i)) => Some(Bound::Int(i.value)),
            (ParamKind::String, TArg::Str(s)) => Some(Bound::Str(s.value.clone())),
            (ParamKind::Code, TArg::Str(s)) => Some(Bound::Code(s.value.clone())),
            (ParamKind::Code, TArg::Pred(PredExpr::Code(c))) => Some(Bound::Code(c.text.clone())),
            (
                ParamKind::Type | ParamKind::Attr | ParamKind::Prop,
                TArg::Pred(PredExpr::Ref(cr)),
            ) => {
                let c = self.instantiate(cr, depth + 1)?;
                let want = match p.kind {
                    ParamKind::Type => ConstraintKind::Type,
                    ParamKind::Attr => ConstraintKind::Attr,
                    _ => ConstraintKind::Prop,
                };
                if c.kind != want {
                    self.err(
                        a.span(),
                        format!(
                            "template argument `{}` of `{}` must be {}, but `{}` is {}",
                            p.name.name,
                            r.name.name,
                            expect(p.kind),
                            c.name,
                            kind_words(c.kind)
                        ),
                    );
                    return None;
                }
                Some(Bound::C(Box::new(c)))
            }
            _ => wrong(self),
        }
    }

    fn lower_pred(&mut self, p: &PredExpr, env: &Env, depth: usize) -> Pred {
        match p {
            PredExpr::Code(c) => Pred::Leaf(Code {
                text: subst_env(&c.text, env),
                span: c.span,
            }),
            PredExpr::True(_) => Pred::True,
            PredExpr::And(v, _) => {
                Pred::And(v.iter().map(|q| self.lower_pred(q, env, depth)).collect())
            }
            PredExpr::Or(v, _) => {
                Pred::Or(v.iter().map(|q| self.lower_pred(q, env, depth)).collect())
            }
            PredExpr::Not(q, _) => Pred::Not(Box::new(self.lower_pred(q, env, depth))),
            PredExpr::Concat(a, q, b, _) => Pred::Concat {
                prefix: subst_env(&a.value, env),
                pred: Box::new(self.lower_pred(q, env, depth)),
                suffix: subst_env(&b.value, env),
            },
            PredExpr::Subst(a, b, q, _) => Pred::SubstLeaves {
                pattern: subst_env(&a.value, env),
                replacement: subst_env(&b.value, env),
                pred: Box::new(self.lower_pred(q, env, depth)),
            },
            PredExpr::AnyOf(l, _) | PredExpr::AllOf(l, _) => {
                let preds = match env.iter().find(|(n, _)| *n == l.name) {
                    Some((_, Bound::List(items))) => items
                        .iter()
                        .filter_map(|b| match b {
                            Bound::C(c) => Some(c.pred.clone()),
                            _ => None,
                        })
                        .collect(),
                    _ => {
                        self.err(
                            l.span,
                            format!(
                                "`{}` is not a list parameter of this constraint: `any_of` and \
                                 `all_of` take a parameter declared like `{}: list<type>`",
                                l.name, l.name
                            ),
                        );
                        Vec::new()
                    }
                };
                if matches!(p, PredExpr::AnyOf(..)) {
                    Pred::Or(preds)
                } else {
                    Pred::And(preds)
                }
            }
            PredExpr::Ref(r) => {
                if r.args.is_none() {
                    if let Some((_, b)) = env.iter().find(|(n, _)| *n == r.name.name) {
                        return match b {
                            Bound::C(c) => c.pred.clone(),
                            Bound::List(items) => Pred::Or(
                                items
                                    .iter()
                                    .filter_map(|b| match b {
                                        Bound::C(c) => Some(c.pred.clone()),
                                        _ => None,
                                    })
                                    .collect(),
                            ),
                            other => Pred::Leaf(Code {
                                text: other.text(),
                                span: r.span,
                            }),
                        };
                    }
                }
                match self.instantiate(r, depth + 1) {
                    Some(c) => c.pred,
                    None => Pred::True,
                }
            }
        }
    }

    // ---------------------------------------------------------------- ops

    fn lower_ops(&mut self) {
        let items = self.op_items.clone();
        let mut seen_rust: HashMap<String, Span> = HashMap::new();
        let mut seen_full: HashMap<String, Span> = HashMap::new();
        for item in items {
            let Some(op) = self.lower_op(item) else {
                continue;
            };
            if let Some(first) = seen_full.get(&op.full_name) {
                self.errors.push(
                    OdsDiagnostic::new(
                        op.span,
                        format!("duplicate op `{}`: rename one of them", op.full_name),
                    )
                    .with_note(*first, "first defined here"),
                );
            } else if let Some(first) = seen_rust.get(&op.rust_name) {
                self.errors.push(
                    OdsDiagnostic::new(
                        op.span,
                        format!(
                            "duplicate op Rust name `{}`: give one op another name",
                            op.rust_name
                        ),
                    )
                    .with_note(*first, "first defined here"),
                );
            }
            seen_full.entry(op.full_name.clone()).or_insert(op.span);
            seen_rust.entry(op.rust_name.clone()).or_insert(op.span);
            self.model.ops.push(op);
        }
    }

    fn lower_op(&mut self, item: &Item) -> Option<OpDef> {
        let ItemKind::Op { mnemonic, traits } = &item.kind else {
            return None;
        };
        let rust_name = item
            .name
            .as_ref()
            .map(|n| n.name.clone())
            .unwrap_or_else(|| default_op_rust_name(&mnemonic.value));
        let mut op = OpDef {
            mnemonic: mnemonic.value.clone(),
            full_name: format!("{}.{}", self.model.dialect.name, mnemonic.value),
            rust_name,
            docs: docs_of(item),
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
            span: item.name.as_ref().map(|n| n.span).unwrap_or(mnemonic.span),
        };
        for f in &item.fields {
            match (&f.kind, f.keyword.as_str()) {
                (FieldKind::Decls(ds), "arguments") => {
                    for d in ds {
                        self.lower_argument(&mut op, d);
                    }
                }
                (FieldKind::Decls(ds), "results") => {
                    for d in ds {
                        if let Some(r) = self.lower_result(d) {
                            op.results.push(r);
                        }
                    }
                }
                (FieldKind::Decls(ds), "regions") => {
                    for d in ds {
                        if let Some(r) = self.lower_region(d) {
                            op.regions.push(r);
                        }
                    }
                }
                (FieldKind::Decls(ds), _) => {
                    for d in ds {
                        if let Some(s) = self.lower_successor(d) {
                            op.successors.push(s);
                        }
                    }
                }
                (FieldKind::Format(s), _) => {
                    op.format = Some(Code {
                        text: s.raw.clone(),
                        span: s.inner_span,
                    })
                }
                (FieldKind::Builder(n, params, body), _) => op.builders.push(BuilderDef {
                    name: n.name.clone(),
                    doc: f.doc.clone(),
                    params: params.clone(),
                    body: body.clone(),
                    span: f.span,
                }),
                (FieldKind::Extra(c), _) => op.extra.push(c.clone()),
                (FieldKind::Flag, kw) => match OpFlag::from_name(kw) {
                    Some(OpFlag::CustomAssembly) => op.hooks.custom_assembly = true,
                    Some(OpFlag::HasVerifier) => op.hooks.has_verifier = true,
                    Some(OpFlag::HasRegionVerifier) => op.hooks.has_region_verifier = true,
                    Some(OpFlag::HasFolder) => op.hooks.has_folder = true,
                    Some(OpFlag::HasCanonicalizer) => op.hooks.has_canonicalizer = true,
                    Some(OpFlag::HasCanonicalizeMethod) => op.hooks.has_canonicalize_method = true,
                    Some(OpFlag::SkipDefaultBuilders) => op.skip_default_builders = true,
                    None => self.unknown_flag(kw, f.span, "an op", OpFlag::op_names()),
                },
                _ => {}
            }
        }
        self.check_format_and_custom(item);
        let mut trait_spans = Vec::new();
        for t in traits {
            self.lower_trait_use(&mut op, t);
            trait_spans.resize(op.traits.len(), t.span);
        }
        crate::validate::check_trait_rules(&op, &trait_spans, &mut self.errors);
        self.check_effects_and_pure(&op, &trait_spans);
        Some(op)
    }

    /// Rule: `custom_assembly` together with `format` (ops, types and attributes).
    fn check_format_and_custom(&mut self, item: &Item) {
        let format = item.fields.iter().find(|f| f.keyword == "format");
        let custom = item.fields.iter().find(|f| f.keyword == "custom_assembly");
        if let (Some(fm), Some(c)) = (format, custom) {
            self.errors.push(
                OdsDiagnostic::new(
                    c.span,
                    format!(
                        "{} cannot have both `custom_assembly` and `format`: remove one",
                        item_article(item)
                    ),
                )
                .with_note(fm.span, "format given here"),
            );
        }
    }

    fn wrapper_inner(&mut self, d: &ast::Decl, n: usize) -> Option<Vec<TArg>> {
        let args = d.constraint.args.clone().unwrap_or_default();
        if args.len() != n {
            self.arity_error(&d.constraint, n);
            return None;
        }
        Some(args)
    }

    fn inner_constraint(&mut self, d: &ast::Decl, a: &TArg) -> Option<Constraint> {
        self.constraint_arg(&d.constraint, "the first", a, 0)
    }

    /// Rule: a wrapper applied to a constraint of the wrong kind.
    fn wrong_wrapper(&mut self, d: &ast::Decl, c: &Constraint, hint: &str) {
        self.err(
            d.constraint.span,
            format!(
                "`{}` wraps {}, but `{}` is {}{hint}",
                d.constraint.name.name,
                if matches!(
                    d.constraint.name.name.as_str(),
                    "Variadic" | "Optional" | "VariadicOfVariadic"
                ) {
                    "a type constraint"
                } else {
                    "an attribute constraint"
                },
                c.name,
                kind_words(c.kind)
            ),
        );
    }

    fn code_arg(&mut self, d: &ast::Decl, a: &TArg, what: &str) -> Option<Code> {
        match a {
            TArg::Pred(PredExpr::Code(c)) => Some(c.clone()),
            TArg::Str(s) => Some(Code {
                text: s.value.clone(),
                span: s.inner_span,
            }),
            TArg::Int(i) => Some(Code {
                text: i.value.to_string(),
                span: i.span,
            }),
            other => {
                self.err(
                    other.span(),
                    format!(
                        "the {what} of `{}` must be a code block `[{{ ... }}]` or a string",
                        d.constraint.name.name
                    ),
                );
                None
            }
        }
    }

    fn lower_argument(&mut self, op: &mut OpDef, d: &ast::Decl) {
        let wname = d.constraint.name.name.clone();
        if DECORATORS.contains(&wname.as_str()) {
            self.lower_decorated_argument(op, d);
            return;
        }
        let lowered = match wname.as_str() {
            "Variadic" | "Optional" | "VariadicOfVariadic" => {
                if let Some(v) = self.lower_value(d, "operand") {
                    op.arguments.push(Argument::Operand(op.operands.len()));
                    op.operands.push(v);
                }
                return;
            }
            "OptionalAttr" | "OptionalProp" => self.optional_attr_argument(d),
            "DefaultValuedAttr"
            | "DefaultValuedProp"
            | "DefaultValuedOptionalAttr"
            | "DefaultValuedOptionalProp"
            | "DefaultValuedStrAttr"
            | "ConstantAttr" => self.default_valued_argument(d, &wname),
            "DerivedAttr" => self.derived_attr_argument(d),
            _ => self.plain_argument(op, d),
        };
        let Some((constraint, kind)) = lowered else {
            return;
        };
        let is_property = constraint.kind == ConstraintKind::Prop;
        let id = self.use_constraint(constraint);
        op.arguments.push(Argument::Attr(op.attributes.len()));
        op.attributes.push(AttrDef {
            name: d.name.name.clone(),
            getter: getter_name(&d.name.name),
            constraint: id,
            kind,
            is_property,
            doc: d.doc.clone(),
            span: d.name.span,
        });
    }

    /// `OptionalAttr<C>` / `OptionalProp<C>`.
    fn optional_attr_argument(&mut self, d: &ast::Decl) -> Option<(Constraint, AttrKindDef)> {
        let a = self.wrapper_inner(d, 1)?;
        let c = self.inner_constraint(d, &a[0])?;
        if c.kind == ConstraintKind::Type {
            self.wrong_wrapper(
                d,
                &c,
                &format!("; use `Optional<{}>` for an optional operand", c.name),
            );
            return None;
        }
        Some((c, AttrKindDef::Optional))
    }

    /// `DefaultValuedAttr<C, default>` and its kin (`...Prop`, `...OptionalAttr`, `...StrAttr`,
    /// `ConstantAttr<C, value>`).
    fn default_valued_argument(
        &mut self,
        d: &ast::Decl,
        wname: &str,
    ) -> Option<(Constraint, AttrKindDef)> {
        let a = self.wrapper_inner(d, 2)?;
        let c = self.inner_constraint(d, &a[0])?;
        if c.kind == ConstraintKind::Type {
            self.wrong_wrapper(d, &c, "");
            return None;
        }
        let code = if wname == "DefaultValuedStrAttr" {
            match &a[1] {
                TArg::Str(s) => Code {
                    text: format!("{:?}", s.value),
                    span: s.inner_span,
                },
                other => {
                    self.err(
                        other.span(),
                        "the default of `DefaultValuedStrAttr` must be a string",
                    );
                    return None;
                }
            }
        } else {
            let what = if wname == "ConstantAttr" {
                "value"
            } else {
                "default"
            };

            self.code_arg(d, &a[1], what)?
        };
        let kind = match wname {
            "ConstantAttr" => AttrKindDef::Constant { value: code },
            "DefaultValuedOptionalAttr" | "DefaultValuedOptionalProp" => {
                AttrKindDef::DefaultValuedOptional { default: code }
            }
            _ => AttrKindDef::DefaultValued { default: code },
        };
        Some((c, kind))
    }

    /// `DerivedAttr<"RustType", [{ body }]>`: computed, not stored.
    fn derived_attr_argument(&mut self, d: &ast::Decl) -> Option<(Constraint, AttrKindDef)> {
        let a = self.wrapper_inner(d, 2)?;
        let rust_type = match &a[0] {
            TArg::Str(s) => s.value.clone(),
            other => {
                self.err(other.span(), "the first template argument of `DerivedAttr` must be the Rust type as a string");
                return None;
            }
        };
        let body = self.code_arg(d, &a[1], "body")?;
        let any = CRef {
            name: ast::Ident {
                name: "AnyAttr".into(),
                span: d.constraint.span,
            },
            args: None,
            span: d.constraint.span,
        };
        let c = self.instantiate(&any, 0)?;
        Some((
            c,
            AttrKindDef::Derived {
                rust_type,
                body,
                to_attr: None,
            },
        ))
    }

    /// An argument without a wrapper: an operand of a type constraint (pushed here, `None`
    /// returned), or a required (presence: optional) attribute or property.
    fn plain_argument(
        &mut self,
        op: &mut OpDef,
        d: &ast::Decl,
    ) -> Option<(Constraint, AttrKindDef)> {
        let c = self.instantiate(&d.constraint, 0)?;
        match c.kind {
            ConstraintKind::Type => {
                let id = self.use_constraint(c);
                op.arguments.push(Argument::Operand(op.operands.len()));
                op.operands.push(OperandDef {
                    name: d.name.name.clone(),
                    constraint: id,
                    arity: Arity::Single,
                    doc: d.doc.clone(),
                    effects: Vec::new(),
                    span: d.name.span,
                });
                None
            }
            // a presence attribute (`UnitAttr`) is never required: absent means `false`
            ConstraintKind::Attr | ConstraintKind::Prop
                if c.attr.as_ref().is_some_and(|s| s.presence) =>
            {
                Some((c, AttrKindDef::Optional))
            }
            ConstraintKind::Attr | ConstraintKind::Prop => Some((c, AttrKindDef::Required)),
            k => {
                self.err(
                    d.constraint.span,
                    format!(
                        "argument `{}` needs a type or attribute constraint, but `{}` is {}",
                        d.name.name,
                        c.name,
                        kind_words(k)
                    ),
                );
                None
            }
        }
    }

    /// Lowers an operand or result declaration (`T`, `Variadic<T>`, `Optional<T>`,
    /// `VariadicOfVariadic<T, "segs">`).
    fn lower_value(&mut self, d: &ast::Decl, what: &str) -> Option<OperandDef> {
        let wname = d.constraint.name.name.as_str();
        let (c, arity) = match wname {
            "Variadic" | "Optional" => {
                let a = self.wrapper_inner(d, 1)?;
                let c = self.inner_constraint(d, &a[0])?;
                (
                    c,
                    if wname == "Variadic" {
                        Arity::Variadic
                    } else {
                        Arity::Optional
                    },
                )
            }
            "VariadicOfVariadic" => {
                let a = self.wrapper_inner(d, 2)?;
                let c = self.inner_constraint(d, &a[0])?;
                let TArg::Str(s) = &a[1] else {
                    self.err(a[1].span(), "the second template argument of `VariadicOfVariadic` must name the segment-sizes attribute as a string");
                    return None;
                };
                (
                    c,
                    Arity::VariadicOfVariadic {
                        segment_attr: s.value.clone(),
                    },
                )
            }
            w if WRAPPERS.contains(&w) => {
                self.err(
                    d.constraint.name.span,
                    format!(
                        "`{w}` is for attributes; {what} `{}` needs a type constraint",
                        d.name.name
                    ),
                );
                return None;
            }
            _ => (self.instantiate(&d.constraint, 0)?, Arity::Single),
        };
        if c.kind != ConstraintKind::Type {
            if wname == "Optional" && c.kind == ConstraintKind::Attr {
                self.wrong_wrapper(
                    d,
                    &c,
                    &format!("; use `OptionalAttr<{}>` for an optional attribute", c.name),
                );
            } else if arity != Arity::Single {
                self.wrong_wrapper(d, &c, "");
            } else {
                self.err(
                    d.constraint.span,
                    format!(
                        "{what} `{}` needs a type constraint, but `{}` is {}; use one such as `I64`",
                        d.name.name,
                        c.name,
                        kind_words(c.kind)
                    ),
                );
            }
            return None;
        }
        let id = self.use_constraint(c);
        Some(OperandDef {
            name: d.name.name.clone(),
            constraint: id,
            arity,
            doc: d.doc.clone(),
            effects: Vec::new(),
            span: d.name.span,
        })
    }

    fn int_arg(&mut self, r: &CRef) -> Option<u32> {
        let args = r.args.as_deref().unwrap_or(&[]);
        match args {
            [TArg::Int(i)] if i.value >= 0 && i.value <= u32::MAX as i128 => Some(i.value as u32),
            [other] => {
                self.err(
                    other.span(),
                    format!(
                        "the template argument of `{}` must be a non-negative integer",
                        r.name.name
                    ),
                );
                None
            }
            _ => {
                self.arity_error(r, 1);
                None
            }
        }
    }

    fn region_constraint(&mut self, r: &CRef) -> Option<RegionConstraint> {
        match r.name.name.as_str() {
            "AnyRegion" => {
                if r.args.is_some() {
                    self.arity_error(r, 0);
                    return None;
                }
                Some(RegionConstraint::Any)
            }
            "SizedRegion" => self.int_arg(r).map(RegionConstraint::Sized),
            "MinSizedRegion" => self.int_arg(r).map(RegionConstraint::MinSized),
            "MaxSizedRegion" => self.int_arg(r).map(RegionConstraint::MaxSized),
            other => {
                self.err(
                    r.name.span,
                    format!("unknown region constraint `{other}`; use `AnyRegion`, `SizedRegion<n>`, `MinSizedRegion<n>`, `MaxSizedRegion<n>` or `VariadicRegion<...>`"),
                );
                None
            }
        }
    }

    fn lower_region(&mut self, d: &ast::Decl) -> Option<RegionDef> {
        let (constraint, variadic) = if d.constraint.name.name == "VariadicRegion" {
            let a = self.wrapper_inner(d, 1)?;
            let TArg::Pred(PredExpr::Ref(inner)) = &a[0] else {
                self.err(
                    a[0].span(),
                    "the template argument of `VariadicRegion` must be a region constraint",
                );
                return None;
            };
            (self.region_constraint(inner)?, true)
        } else {
            (self.region_constraint(&d.constraint)?, false)
        };
        Some(RegionDef {
            name: d.name.name.clone(),
            constraint,
            variadic,
            doc: d.doc.clone(),
            span: d.name.span,
        })
    }

    fn lower_successor(&mut self, d: &ast::Decl) -> Option<SuccessorDef> {
        let r = &d.constraint;
        let variadic = match (r.name.name.as_str(), r.args.as_deref()) {
            ("AnySuccessor", None) => false,
            ("VariadicSuccessor", Some([TArg::Pred(PredExpr::Ref(inner))]))
                if inner.name.name == "AnySuccessor" && inner.args.is_none() =>
            {
                true
            }
            _ => {
                self.err(r.span, format!("unknown successor constraint `{}`; use `AnySuccessor` or `VariadicSuccessor<AnySuccessor>`", ast_text(r)));
                return None;
            }
        };
        Some(SuccessorDef {
            name: d.name.name.clone(),
            variadic,
            doc: d.doc.clone(),
            span: d.name.span,
        })
    }

    // ---------------------------------------------------------------- op traits

    fn str_args(&mut self, r: &CRef, n: usize) -> Option<Vec<String>> {
        let args = r.args.as_deref().unwrap_or(&[]);
        if args.len() != n {
            self.arity_error(r, n);
            return None;
        }
        let mut out = Vec::new();
        for a in args {
            match a {
                TArg::Str(s) => out.push(s.value.clone()),
                other => {
                    self.err(
                        other.span(),
                        format!(
                            "the template arguments of `{}` must be strings, like `\"{}.op\"`",
                            r.name.name, self.model.dialect.name
                        ),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    fn str_list_arg(&mut self, r: &CRef) -> Option<Vec<String>> {
        let args = r.args.as_deref().unwrap_or(&[]);
        let [a] = args else {
            self.arity_error(r, 1);
            return None;
        };
        let TArg::List(items, _) = a else {
            self.err(
                a.span(),
                format!(
                    "the template argument of `{}` must be a list of strings `[\"a\", \"b\"]`",
                    r.name.name
                ),
            );
            return None;
        };
        let mut out = Vec::new();
        for it in items {
            match it {
                TArg::Str(s) => out.push(s.value.clone()),
                other => {
                    self.err(other.span(), format!("the template argument of `{}` must be a list of strings `[\"a\", \"b\"]`", r.name.name));
                    return None;
                }
            }
        }
        Some(out)
    }

    fn lower_trait_use(&mut self, op: &mut OpDef, r: &CRef) {
        let name = r.name.name.as_str();
        if let Some((_, nt)) = NATIVE_TRAITS.iter().find(|(n, _)| *n == name) {
            if r.args.is_some() {
                self.arity_error(r, 0);
                return;
            }
            match nt {
                NativeTrait::SameVariadicOperandSize => op.operand_segments = SegmentMode::SameSize,
                NativeTrait::AttrSizedOperandSegments => {
                    op.operand_segments = SegmentMode::AttrSized
                }
                NativeTrait::SameVariadicResultSize => op.result_segments = SegmentMode::SameSize,
                NativeTrait::AttrSizedResultSegments => op.result_segments = SegmentMode::AttrSized,
                _ => {}
            }
            op.traits.push(TraitUse::Native(*nt));
            return;
        }
        let t = match name {
            "HasParent" | "SingleBlockImplicitTerminator" => {
                let Some(v) = self.str_args(r, 1) else { return };
                if name == "HasParent" {
                    TraitUse::HasParent(v)
                } else {
                    TraitUse::SingleBlockImplicitTerminator(
                        v.into_iter().next().unwrap_or_default(),
                    )
                }
            }
            "ParentOneOf" => match self.str_list_arg(r) {
                Some(v) => TraitUse::HasParent(v),
                None => return,
            },
            "AllTypesMatch" | "AllElementTypesMatch" | "AllShapesMatch" | "AllRanksMatch" => {
                let Some(v) = self.str_list_arg(r) else {
                    return;
                };
                match name {
                    "AllTypesMatch" => TraitUse::AllTypesMatch(v),
                    "AllElementTypesMatch" => TraitUse::AllElementTypesMatch(v),
                    "AllShapesMatch" => TraitUse::AllShapesMatch(v),
                    _ => TraitUse::AllRanksMatch(v),
                }
            }
            "TypesMatchWith" => {
                let args = r.args.as_deref().unwrap_or(&[]);
                match args {
                    [TArg::Str(s), TArg::Str(f), TArg::Str(t), TArg::Pred(PredExpr::Code(c))] => {
                        TraitUse::TypesMatchWith {
                            summary: s.value.clone(),
                            from: f.value.clone(),
                            to: t.value.clone(),
                            transform: c.clone(),
                        }
                    }
                    [_, _, _, _] => {
                        self.err(r.span, "`TypesMatchWith` takes a summary, a source name, a target name (strings) and a transform `[{ ... }]`");
                        return;
                    }
                    _ => {
                        self.arity_error(r, 4);
                        return;
                    }
                }
            }
            "PredOpTrait" => {
                let args = r.args.as_deref().unwrap_or(&[]);
                match args {
                    [TArg::Str(s), TArg::Pred(p)] => TraitUse::Pred {
                        summary: s.value.clone(),
                        pred: self.lower_pred(p, &Vec::new(), 0),
                    },
                    [_, _] => {
                        self.err(
                            r.span,
                            "`PredOpTrait` takes a summary string and a predicate",
                        );
                        return;
                    }
                    _ => {
                        self.arity_error(r, 2);
                        return;
                    }
                }
            }
            "MemoryEffectsOpInterface" if !self.is_user_name(name) => {
                if r.args.is_some() {
                    self.arity_error(r, 0);
                    return;
                }
                TraitUse::MemoryEffectsMethod
            }
            "MemoryEffects" if r.args.is_some() || !self.is_user_name("MemoryEffects") => {
                let v = match r.args.as_deref() {
                    None => Vec::new(),
                    Some([a]) => match self.effect_list(&r.name.name, a) {
                        Some(v) => v,
                        None => return,
                    },
                    Some(_) => {
                        self.arity_error(r, 1);
                        return;
                    }
                };
                TraitUse::MemoryEffects(v)
            }
            "Declare" => {
                let args = r.args.as_deref().unwrap_or(&[]);
                let [TArg::Pred(PredExpr::Ref(iface)), TArg::List(ms, _)] = args else {
                    if args.len() != 2 {
                        self.arity_error(r, 2);
                    } else {
                        self.err(r.span, "`Declare` takes an interface name and a list of method names `[\"m\"]`");
                    }
                    return;
                };
                let methods: Vec<String> = ms
                    .iter()
                    .filter_map(|m| match m {
                        TArg::Str(s) => Some(s.value.clone()),
                        _ => None,
                    })
                    .collect();
                if let Some(mut u) = self.interface_use(iface) {
                    u.declared_methods = methods;
                    u.span = r.span;
                    op.interfaces.push(u);
                }
                return;
            }
            _ => {
                if let Some(id) = self.user_traits.get(name) {
                    if r.args.is_some() {
                        self.arity_error(r, 0);
                        return;
                    }
                    TraitUse::User(*id)
                } else {
                    if let Some(u) = self.interface_use(r) {
                        op.interfaces.push(u);
                    }
                    return;
                }
            }
        };
        op.traits.push(t);
    }

    /// Rule: unknown trait or interface.
    fn interface_use(&mut self, r: &CRef) -> Option<InterfaceUse> {
        let name = r.name.name.as_str();
        let known = match name {
            "InferTypeOpInterface" => Some(KnownInterface::InferTypeOpInterface),
            "OpAsmOpInterface" => Some(KnownInterface::OpAsmOpInterface),
            _ => None,
        };
        let id = self.interfaces.get(name).copied();
        let path = match (id, self.extern_interfaces.get(name)) {
            (Some(_), _) => name.to_string(),
            (None, Some(p)) => p.clone(),
            (None, None) if known.is_some() => name.to_string(),
            (None, None) if self.def_interfaces.contains_key(name) => {
                self.def_interface_on_op(r);
                return None;
            }
            (None, None) => {
                let mut cands: Vec<&str> = NATIVE_TRAITS.iter().map(|(n, _)| *n).collect();
                cands.extend(PARAM_TRAITS);
                cands.extend(["InferTypeOpInterface", "OpAsmOpInterface"]);
                cands.extend(self.interfaces.keys().map(|s| s.as_str()));
                cands.extend(self.extern_interfaces.keys().map(|s| s.as_str()));
                cands.extend(self.user_traits.keys().map(|s| s.as_str()));
                let sugg = suggest(name, cands.into_iter()).unwrap_or_default();
                self.err(
                    r.name.span,
                    format!("unknown trait or interface `{name}`: declare it with `trait`, `interface` or `extern_interface`{sugg}"),
                );
                return None;
            }
        };
        if r.args.is_some() {
            self.arity_error(r, 0);
            return None;
        }
        Some(InterfaceUse {
            id,
            path,
            known,
            declared_methods: Vec::new(),
            span: r.span,
        })
    }
}

// ---------------------------------------------------------------- memory effects

impl Sema<'_> {
    /// True when the compiled files declare `name` as an interface, extern interface or trait.
    fn is_user_name(&self, name: &str) -> bool {
        self.interfaces.contains_key(name)
            || self.extern_interfaces.contains_key(name)
            || self.user_traits.contains_key(name)
    }

    /// Rule: an unknown effect name, an effect resource that is not a string, or a malformed
    /// effect in a list `[MemRead, MemWrite<"Heap">]` (of `MemoryEffects`, `Arg` or `Res`).
    fn effect_list(&mut self, owner: &str, a: &TArg) -> Option<Vec<EffectDef>> {
        let TArg::List(items, _) = a else {
            self.err(
                a.span(),
                format!("the effects of `{owner}` must be a list like `[MemRead, MemWrite]`"),
            );
            return None;
        };
        let mut out = Vec::new();
        for it in items {
            let TArg::Pred(PredExpr::Ref(c)) = it else {
                self.err(
                    it.span(),
                    "expected a memory effect: `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`",
                );
                return None;
            };
            out.push(self.effect_def(c)?);
        }
        Some(out)
    }

    /// One effect: `MemRead`, `MemRead<"Resource">`, `MemRead<"Resource", stage>`,
    /// `MemRead<"Resource", stage, FullEffect>`, `MemReadAt<stage>`,
    /// `MemReadAt<stage, FullEffect>` (likewise `MemWrite`, `MemAlloc`, `MemFree`).
    fn effect_def(&mut self, c: &CRef) -> Option<EffectDef> {
        let name = c.name.name.as_str();
        let (base, at) = match name.strip_suffix("At") {
            Some(b) => (b, true),
            None => (name, false),
        };
        let Some(&(_, kind)) = EFFECTS.iter().find(|(n, _)| *n == base) else {
            let names: Vec<String> = EFFECTS
                .iter()
                .flat_map(|(n, _)| [n.to_string(), format!("{n}At")])
                .collect();
            let sugg = suggest(name, names.iter().map(|s| s.as_str())).unwrap_or_default();
            self.err(
                c.name.span,
                format!("unknown memory effect `{name}`: use `MemRead`, `MemWrite`, `MemAlloc` or `MemFree`{sugg}"),
            );
            return None;
        };
        let mut e = EffectDef {
            kind,
            resource: "DefaultResource".into(),
            stage: 0,
            full: false,
            span: c.span,
        };
        let args = c.args.as_deref().unwrap_or(&[]);
        let rest = if at {
            if args.is_empty() || args.len() > 2 {
                self.err(
                    c.span,
                    format!("`{name}` takes a stage and optionally `FullEffect` or `PartialEffect`, like `{name}<0, FullEffect>`"),
                );
                return None;
            }
            args
        } else {
            if args.len() > 3 {
                self.err(
                    c.span,
                    format!("`{name}` takes at most a resource string, a stage and `FullEffect` or `PartialEffect`, like `{name}<\"DefaultResource\", 0, FullEffect>`"),
                );
                return None;
            }
            match args.first() {
                None => {}
                Some(TArg::Str(s)) if !s.value.is_empty() => e.resource = s.value.clone(),
                Some(other) => {
                    let like = match other {
                        TArg::Pred(PredExpr::Ref(r)) if r.args.is_none() => r.name.name.clone(),
                        _ => "MyResource".to_string(),
                    };
                    let stage = match other {
                        TArg::Int(i) => format!(", or `{name}At<{}>` for a stage", i.value),
                        _ => String::new(),
                    };
                    self.err(
                        other.span(),
                        format!("the resource of `{name}` must be a non-empty string naming it, like `{name}<\"{like}\">`{stage}"),
                    );
                    return None;
                }
            }
            args.get(1..).unwrap_or(&[])
        };
        if let Some(a) = rest.first() {
            match a {
                TArg::Int(i) if i.value >= 0 && i.value <= u32::MAX as i128 => {
                    e.stage = i.value as u32
                }
                other => {
                    self.err(
                        other.span(),
                        format!("the stage of `{name}` must be a non-negative integer"),
                    );
                    return None;
                }
            }
        }
        if let Some(a) = rest.get(1) {
            match a {
                TArg::Pred(PredExpr::Ref(r))
                    if r.args.is_none()
                        && matches!(r.name.name.as_str(), "FullEffect" | "PartialEffect") =>
                {
                    e.full = r.name.name == "FullEffect"
                }
                other => {
                    self.err(
                        other.span(),
                        format!("the range of `{name}` must be `FullEffect` or `PartialEffect`"),
                    );
                    return None;
                }
            }
        }
        Some(e)
    }

    /// `Arg<T>`, `Arg<T, "doc">`, `Arg<T, "doc", [effects]>` (or `Res<...>`): the declaration
    /// of `T` with the description added to its docs, and the effects.
    fn undecorate(&mut self, d: &ast::Decl) -> Option<(ast::Decl, Vec<EffectDef>)> {
        let r = &d.constraint;
        let w = r.name.name.as_str();
        let args = r.args.as_deref().unwrap_or(&[]);
        if args.is_empty() || args.len() > 3 {
            self.err(
                r.span,
                format!("`{w}` takes a constraint, then optionally a description string and a list of memory effects, like `{w}<AnyMemRef, \"the buffer\", [MemRead]>`"),
            );
            return None;
        }
        let inner = match &args[0] {
            TArg::Pred(PredExpr::Ref(c)) if DECORATORS.contains(&c.name.name.as_str()) => {
                self.err(
                    c.span,
                    format!(
                        "`{w}` cannot wrap another `{}`: merge them into one",
                        c.name.name
                    ),
                );
                return None;
            }
            TArg::Pred(PredExpr::Ref(c)) => c.clone(),
            other => {
                self.err(
                    other.span(),
                    format!("the first template argument of `{w}` must be a constraint, like `{w}<AnyMemRef>`"),
                );
                return None;
            }
        };
        let mut doc = d.doc.clone();
        match args.get(1) {
            None => {}
            Some(TArg::Str(s)) if s.value.is_empty() => {}
            Some(TArg::Str(s)) => {
                if !doc.is_empty() {
                    doc.push('\n');
                }
                doc.push_str(&s.value);
            }
            Some(other) => {
                self.err(
                    other.span(),
                    format!("the second template argument of `{w}` must be a description string"),
                );
                return None;
            }
        }
        let effects = match args.get(2) {
            None => Vec::new(),
            Some(a) => self.effect_list(w, a)?,
        };
        let decl = ast::Decl {
            name: d.name.clone(),
            constraint: inner,
            doc,
            span: d.span,
        };
        Some((decl, effects))
    }

    /// An argument declared with `Arg<...>`/`Res<...>`: an operand keeps its effects; an
    /// attribute may only take the description.
    fn lower_decorated_argument(&mut self, op: &mut OpDef, d: &ast::Decl) {
        let Some((inner, effects)) = self.undecorate(d) else {
            return;
        };
        let n_operands = op.operands.len();
        let n_attrs = op.attributes.len();
        self.lower_argument(op, &inner);
        if op.operands.len() > n_operands {
            if let Some(v) = op.operands.last_mut() {
                v.effects = effects;
            }
        } else if op.attributes.len() > n_attrs {
            if let Some(e) = effects.first() {
                self.err(
                    e.span,
                    format!("memory effects on attribute `{}` are not supported: declare them on the op with `MemoryEffects<[...]>`", d.name.name),
                );
            }
        }
    }

    /// A result declaration, possibly decorated with `Res<...>`/`Arg<...>`.
    fn lower_result(&mut self, d: &ast::Decl) -> Option<OperandDef> {
        if !DECORATORS.contains(&d.constraint.name.name.as_str()) {
            return self.lower_value(d, "result");
        }
        let (inner, effects) = self.undecorate(d)?;
        let mut v = self.lower_value(&inner, "result")?;
        v.effects = effects;
        Some(v)
    }

    /// Rule: memory effects (`MemoryEffects<...>` or effects on operands/results) together
    /// with `Pure` or `NoMemoryEffect`, which say the op has none.
    fn check_effects_and_pure(&mut self, op: &OpDef, trait_spans: &[Span]) {
        let span_of = |i: usize| trait_spans.get(i).copied().unwrap_or(op.span);
        let Some((pi, pure)) = op.traits.iter().enumerate().find_map(|(i, t)| match t {
            TraitUse::Native(NativeTrait::Pure) => Some((i, "Pure")),
            TraitUse::Native(NativeTrait::NoMemoryEffect) => Some((i, "NoMemoryEffect")),
            _ => None,
        }) else {
            return;
        };
        let declared = op.traits.iter().enumerate().find_map(|(i, t)| match t {
            TraitUse::MemoryEffects(_) => Some((span_of(i), "`MemoryEffects`".to_string())),
            TraitUse::MemoryEffectsMethod => {
                Some((span_of(i), "`MemoryEffectsOpInterface`".to_string()))
            }
            _ => None,
        });
        let on_value = op.operands.iter().chain(&op.results).find_map(|v| {
            v.effects
                .first()
                .map(|e| (e.span, format!("the memory effects of `{}`", v.name)))
        });
        if let Some((at, what)) = declared.or(on_value) {
            self.errors.push(
                OdsDiagnostic::new(
                    at,
                    format!("{what} cannot be combined with `{pure}`, which says the op has no memory effect: remove one of them"),
                )
                .with_note(span_of(pi), format!("`{pure}` given here")),
            );
        }
    }
}

fn ast_text(r: &CRef) -> String {
    r.name.name.clone() + if r.args.is_some() { "<...>" } else { "" }
}

fn item_words(item: &Item) -> String {
    let n = item.name.as_ref().map(|n| n.name.as_str()).unwrap_or("");
    match &item.kind {
        ItemKind::Op { mnemonic, .. } => format!("op `{}`", mnemonic.value),
        ItemKind::Dialect => format!("dialect `{n}`"),
        ItemKind::Enum { .. } | ItemKind::BitEnum { .. } => format!("enum `{n}`"),
        ItemKind::Interface => format!("interface `{n}`"),
        ItemKind::Trait => format!("trait `{n}`"),
        ItemKind::DefInterface(_) => format!("interface `{n}`"),
        ItemKind::Def { kind, .. } => format!("{} `{n}`", kind.words()),
        ItemKind::ParamType => format!("parameter type `{n}`"),
        ItemKind::Pass { .. } => format!("pass `{n}`"),
        _ => format!("constraint `{n}`"),
    }
}

fn docs_of(item: &Item) -> Docs {
    let mut docs = Docs::default();
    let mut desc = Vec::new();
    for f in &item.fields {
        match &f.kind {
            FieldKind::Summary(s) => docs.summary = s.value.clone(),
            FieldKind::Description(s) => desc.push(s.value.clone()),
            _ => {}
        }
    }
    if !item.doc.is_empty() {
        desc.push(item.doc.clone());
    }
    docs.description = desc.join("\n\n");
    docs
}

impl Item {
    fn keyword_span_or_name(&self) -> Span {
        self.name.as_ref().map(|n| n.span).unwrap_or(self.span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edit_distance_counts_swaps_as_one() {
        assert_eq!(edit_distance("I23", "I32"), 1);
        assert_eq!(edit_distance("Pur", "Pure"), 1);
        assert_eq!(edit_distance("abc", "xyz"), 3);
        assert_eq!(
            suggest("I23", ["I32", "I16"].into_iter()).as_deref(),
            Some("; did you mean `I32`?")
        );
        assert_eq!(suggest("Frob", ["I32"].into_iter()), None);
    }

    #[test]
    fn names() {
        assert_eq!(
            default_op_rust_name("alloca_scope.inner"),
            "AllocaScopeInnerOp"
        );
        assert_eq!(getter_name("operandSegmentSizes"), "operand_segment_sizes");
        assert_eq!(getter_name("type"), "type_");
        assert_eq!(
            fill_template(
                "one of {{v}} {x}",
                &vec![("v".into(), Bound::List(vec![Bound::Int(1), Bound::Int(2)]))]
            ),
            "one of {1, 2} {x}"
        );
        assert_eq!(subst_param("$n + $name", "n", "3"), "3 + $name");
    }
}
