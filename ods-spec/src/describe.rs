//! One description of an op, read by both of its documentations: the rustdoc of the generated
//! handle ([`crate::codegen::op::op_doc`]) and the section of the markdown dialect reference
//! ([`crate::docgen`]). What an op's documentation says (its syntax, traits, interfaces and the
//! rows of its argument, result, region and successor tables) is decided here once; the two
//! renderers only lay it out.

use crate::model::{
    Arity, AttrKindDef, ConstraintId, Model, OpDef, OperandDef, PassDef, PassOptionType,
    PassOptionValue, RegionConstraint, TraitUse,
};

/// What the documentation of an op says, in display order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpDescription {
    /// `dialect.mnemonic`
    pub full_name: String,
    /// the Rust handle's name
    pub rust_name: String,
    /// one line
    pub summary: String,
    /// free text (markdown), trimmed
    pub description: String,
    /// how the op is written
    pub syntax: Syntax,
    /// traits in MLIR's spelling, sorted, each once
    pub traits: Vec<String>,
    /// interface names, sorted, each once
    pub interfaces: Vec<String>,
    /// stored and derived inherent attributes (not properties), in declaration order
    pub attributes: Vec<Row>,
    /// properties, in declaration order
    pub properties: Vec<Row>,
    /// operand groups
    pub operands: Vec<Row>,
    /// result groups
    pub results: Vec<Row>,
    /// regions
    pub regions: Vec<Row>,
    /// successors
    pub successors: Vec<Row>,
}

/// How an op is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// the generic form only
    Generic,
    /// a declarative format, as written (trimmed; continuation lines keep their indentation)
    Format(String),
    /// the op's hand-written parser and printer
    Custom,
}

/// One row of an op's tables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// the entity's name
    pub name: String,
    /// what it must be: the constraint's summary, with the arity or kind in front
    /// (`variadic of ...`, `optional ...`, `region with 1 blocks`)
    pub constraint: String,
    /// the Rust type of a typed attribute getter (attributes and properties only)
    pub rust_type: Option<String>,
    /// `optional`, ``default `x` ``, ``constant `x` ``, `derived` (attributes and properties
    /// only)
    pub note: Option<String>,
    /// memory effects on the value, in `.ods` syntax (operands and results only)
    pub effects: Vec<String>,
    /// the author's doc comment, trimmed
    pub doc: String,
}

impl OpDescription {
    /// The description of `op`.
    pub fn of(m: &Model, op: &OpDef) -> OpDescription {
        let syntax = match (&op.format, op.hooks.custom_assembly) {
            (Some(f), _) => Syntax::Format(f.text.trim().to_string()),
            (None, true) => Syntax::Custom,
            (None, false) => Syntax::Generic,
        };
        let mut traits: Vec<String> = op.traits.iter().map(|t| trait_name(m, t)).collect();
        traits.sort();
        traits.dedup();
        let mut interfaces: Vec<String> = op
            .interfaces
            .iter()
            .map(|i| match i.id.and_then(|id| m.interfaces.get(id.index())) {
                Some(def) => def.name.clone(),
                None => i.path.rsplit("::").next().unwrap_or(&i.path).to_string(),
            })
            .collect();
        interfaces.sort();
        interfaces.dedup();
        let attr_rows = |props: bool| -> Vec<Row> {
            op.attributes
                .iter()
                .filter(|a| a.is_property == props)
                .map(|a| {
                    let c = m.constraints.get(a.constraint.index());
                    let rust_type = match &a.kind {
                        AttrKindDef::Derived { rust_type, .. } => rust_type.clone(),
                        _ => c
                            .and_then(|c| c.attr.as_ref())
                            .map(|s| s.rust_type.clone())
                            .unwrap_or_else(|| "Attribute".to_string()),
                    };
                    let note = match &a.kind {
                        AttrKindDef::Required => None,
                        AttrKindDef::Optional => Some("optional".to_string()),
                        AttrKindDef::DefaultValued { default }
                        | AttrKindDef::DefaultValuedOptional { default } => {
                            Some(format!("default `{}`", default.text.trim()))
                        }
                        AttrKindDef::Derived { .. } => Some("derived".to_string()),
                        AttrKindDef::Constant { value } => {
                            Some(format!("constant `{}`", value.text.trim()))
                        }
                    };
                    Row {
                        name: a.name.clone(),
                        constraint: summary(m, a.constraint),
                        rust_type: Some(rust_type),
                        note,
                        effects: Vec::new(),
                        doc: a.doc.trim().to_string(),
                    }
                })
                .collect()
        };
        let regions = op
            .regions
            .iter()
            .map(|r| {
                let c = match r.constraint {
                    RegionConstraint::Any => "any region".to_string(),
                    RegionConstraint::Sized(n) => format!("region with {n} blocks"),
                    RegionConstraint::MinSized(n) => format!("region with at least {n} blocks"),
                    RegionConstraint::MaxSized(n) => format!("region with at most {n} blocks"),
                };
                let v = if r.variadic { "variadic of " } else { "" };
                Row::plain(&r.name, format!("{v}{c}"), &r.doc)
            })
            .collect();
        let successors = op
            .successors
            .iter()
            .map(|s| {
                let c = if s.variadic {
                    "any successors"
                } else {
                    "any successor"
                };
                Row::plain(&s.name, c.to_string(), &s.doc)
            })
            .collect();
        OpDescription {
            full_name: op.full_name.clone(),
            rust_name: op.rust_name.clone(),
            summary: op.docs.summary.trim().to_string(),
            description: op.docs.description.trim().to_string(),
            syntax,
            traits,
            interfaces,
            attributes: attr_rows(false),
            properties: attr_rows(true),
            operands: value_rows(m, &op.operands),
            results: value_rows(m, &op.results),
            regions,
            successors,
        }
    }
}

impl Row {
    fn plain(name: &str, constraint: String, doc: &str) -> Row {
        Row {
            name: name.to_string(),
            constraint,
            rust_type: None,
            note: None,
            effects: Vec::new(),
            doc: doc.trim().to_string(),
        }
    }
}

fn summary(m: &Model, id: ConstraintId) -> String {
    m.constraints
        .get(id.index())
        .map(|c| c.summary.clone())
        .unwrap_or_default()
}

fn value_rows(m: &Model, values: &[OperandDef]) -> Vec<Row> {
    values
        .iter()
        .map(|v| {
            let arity = match v.arity {
                Arity::Single => "",
                Arity::Optional => "optional ",
                Arity::Variadic => "variadic of ",
                Arity::VariadicOfVariadic { .. } => "variadic of variadic of ",
            };
            let mut row = Row::plain(
                &v.name,
                format!("{arity}{}", summary(m, v.constraint)),
                &v.doc,
            );
            row.effects = v.effects.iter().map(|e| e.syntax()).collect();
            row
        })
        .collect()
}

/// A trait as MLIR spells it in its dialect references.
pub fn trait_name(m: &Model, t: &TraitUse) -> String {
    match t {
        TraitUse::Native(n) => format!("{n:?}"),
        TraitUse::SingleBlockImplicitTerminator(op) => {
            format!("SingleBlockImplicitTerminator<{op}>")
        }
        TraitUse::HasParent(p) => format!("HasParent<{}>", p.join(", ")),
        TraitUse::AllTypesMatch(n) => format!("AllTypesMatch<{}>", n.join(", ")),
        TraitUse::AllElementTypesMatch(n) => format!("AllElementTypesMatch<{}>", n.join(", ")),
        TraitUse::AllShapesMatch(n) => format!("AllShapesMatch<{}>", n.join(", ")),
        TraitUse::AllRanksMatch(n) => format!("AllRanksMatch<{}>", n.join(", ")),
        TraitUse::TypesMatchWith { from, to, .. } => format!("TypesMatchWith<{from}, {to}>"),
        TraitUse::Pred { summary, .. } => format!("PredOpTrait<{summary}>"),
        TraitUse::MemoryEffects(e) => format!(
            "MemoryEffects<[{}]>",
            e.iter().map(|e| e.syntax()).collect::<Vec<_>>().join(", ")
        ),
        TraitUse::MemoryEffectsMethod => "MemoryEffectsOpInterface".to_string(),
        TraitUse::User(id) => m
            .user_traits
            .get(id.index())
            .map(|t| t.name.clone())
            .unwrap_or_default(),
    }
}

/// What the documentation of a pass says: read by the pass struct's rustdoc
/// ([`crate::codegen::passes`]), by its static `PassInfo`, and by the passes section of the
/// markdown reference ([`crate::docgen`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassDescription {
    /// the pipeline argument (`toy-shape-inference`)
    pub argument: String,
    /// the struct's name, also the display name
    pub rust_name: String,
    /// one line
    pub summary: String,
    /// free text (markdown), trimmed
    pub description: String,
    /// the anchor op, `None` for any op
    pub anchor: Option<String>,
    /// the options, in declaration order
    pub options: Vec<PassOptionRow>,
    /// the statistics' names and descriptions, in declaration order
    pub statistics: Vec<(String, String)>,
    /// the dependent dialects' namespaces
    pub dependent_dialects: Vec<String>,
}

/// One option of a [`PassDescription`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOptionRow {
    /// the name in pipeline text
    pub name: String,
    /// one line
    pub description: String,
    /// the type as written in `.ods` (`i64`, `Mode`), `list of` in front for a list
    pub type_text: String,
    /// LLVM's value placeholder (`long`, `string`, `value`, empty for `bool`)
    pub value_name: String,
    /// the default as pipeline text (empty for a list)
    pub default: String,
    /// an enum option's keywords with their docs
    pub values: Vec<(String, String)>,
    /// a list option
    pub list: bool,
}

/// The description of pass `p`.
pub fn describe_pass(m: &Model, p: &PassDef) -> PassDescription {
    let options = p
        .options
        .iter()
        .map(|o| {
            let e = match o.ty {
                PassOptionType::Enum(id) => m.enums.get(id.index()),
                _ => None,
            };
            let default = match (&o.default, o.list) {
                (_, true) => String::new(),
                (Some(PassOptionValue::Int(v)), _) => v.to_string(),
                (Some(PassOptionValue::Float(f)), _) => f.clone(),
                (Some(PassOptionValue::Bool(b)), _) => b.to_string(),
                (Some(PassOptionValue::Str(s)), _) => s.clone(),
                (Some(PassOptionValue::Case(i)), _) => e
                    .and_then(|e| e.cases.get(*i))
                    .map(|c| c.keyword.clone())
                    .unwrap_or_default(),
                (None, _) => match o.ty {
                    PassOptionType::Bool => "false".to_string(),
                    PassOptionType::String | PassOptionType::Enum(_) => String::new(),
                    _ => "0".to_string(),
                },
            };
            let values = e
                .map(|e| {
                    e.cases
                        .iter()
                        .map(|c| (c.keyword.clone(), c.doc.trim().to_string()))
                        .collect()
                })
                .unwrap_or_default();
            PassOptionRow {
                name: o.name.clone(),
                description: o.description.clone(),
                type_text: if o.list {
                    format!("list of {}", o.type_name)
                } else {
                    o.type_name.clone()
                },
                value_name: o.ty.value_name().to_string(),
                default,
                values,
                list: o.list,
            }
        })
        .collect();
    PassDescription {
        argument: p.argument.clone(),
        rust_name: p.rust_name.clone(),
        summary: p.docs.summary.trim().to_string(),
        description: p.docs.description.trim().to_string(),
        anchor: p.anchor.clone(),
        options,
        statistics: p
            .statistics
            .iter()
            .map(|s| (s.name.clone(), s.description.clone()))
            .collect(),
        dependent_dialects: p.dependent_dialects.clone(),
    }
}

/// Text made fit for one markdown table cell.
fn table_cell(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('|', "\\|")
}

impl PassDescription {
    /// The rustdoc of the pass struct: summary, description, how it runs, the options and
    /// statistics tables, and where its body goes.
    pub fn rustdoc(&self) -> String {
        let mut parts = Vec::new();
        if !self.summary.is_empty() {
            parts.push(self.summary.clone());
        }
        if !self.description.is_empty() {
            parts.push(self.description.clone());
        }
        let on = match &self.anchor {
            Some(a) => format!("runs on `{a}` ops"),
            None => "runs on any op".to_string(),
        };
        let mut how = format!("Pipeline name `{}`; {on}", self.argument);
        if !self.dependent_dialects.is_empty() {
            let ds: Vec<String> = self
                .dependent_dialects
                .iter()
                .map(|d| format!("`{d}`"))
                .collect();
            how.push_str(&format!("; may create ops of {}", ds.join(", ")));
        }
        how.push('.');
        parts.push(how);
        if !self.options.is_empty() {
            let mut t =
                String::from("| option | type | default | description |\n|---|---|---|---|");
            for o in &self.options {
                let default = if o.list || o.default.is_empty() {
                    "empty".to_string()
                } else {
                    format!("`{}`", o.default)
                };
                t.push_str(&format!(
                    "\n| `{}` | `{}` | {default} | {} |",
                    o.name,
                    o.type_text,
                    table_cell(&o.description)
                ));
            }
            parts.push(t);
        }
        if !self.statistics.is_empty() {
            let mut t = String::from("| statistic | description |\n|---|---|");
            for (n, d) in &self.statistics {
                t.push_str(&format!("\n| `{}` | {} |", table_cell(n), table_cell(d)));
            }
            parts.push(t);
        }
        parts.push(format!(
            "Its body is the author's `impl ods_runtime::ods::hooks::RunPass for {}`.",
            self.rust_name
        ));
        parts.join("\n\n")
    }
}
