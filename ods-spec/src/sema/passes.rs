//! Semantic analysis of declarative passes: `pass` items lowered to [`PassDef`]s, with the
//! rules about them (pipeline names, anchor ops, option types and defaults, options and
//! statistics given twice, dependent dialects), each a small function reporting located
//! errors with suggestions.

use std::collections::HashMap;

use heck::ToShoutySnakeCase as _;

use super::{docs_of, getter_name, suggest, Sema, RUST_KEYWORDS};
use crate::ast::{FieldKind, Item, ItemKind, Literal, PassOptionDecl, Str};
use crate::model::*;

/// Whether `name` can be written in pipeline text as a pass argument or option name: ASCII
/// letters, digits, `-`, `_` and `.`, not starting with `-`.
fn is_pipeline_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('-')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// `an integer`, `a string`, ...: what a literal is, in messages.
fn literal_words(l: &Literal) -> String {
    match l {
        Literal::Int(i) => format!("the integer `{}`", i.value),
        Literal::Float(f, _) => format!("the number `{f}`"),
        Literal::Bool(b, _) => format!("`{b}`"),
        Literal::Str(s) => format!("the string \"{}\"", s.raw),
        Literal::Ident(i) => format!("the name `{}`", i.name),
    }
}

/// The range of an integer option type.
fn int_range(ty: PassOptionType) -> Option<(i128, i128)> {
    match ty {
        PassOptionType::I32 => Some((i32::MIN.into(), i32::MAX.into())),
        PassOptionType::I64 => Some((i64::MIN.into(), i64::MAX.into())),
        PassOptionType::U32 => Some((0, u32::MAX.into())),
        PassOptionType::U64 => Some((0, u64::MAX.into())),
        _ => None,
    }
}

impl<'a> Sema<'a> {
    /// Lowers every `pass` item (after the enums, which options may name).
    pub(super) fn lower_passes(&mut self) {
        let items = self.pass_items.clone();
        let mut arguments: HashMap<String, Span> = HashMap::new();
        for item in items {
            let ItemKind::Pass { argument, anchor } = &item.kind else {
                continue;
            };
            let rust_name = item
                .name
                .as_ref()
                .map(|n| n.name.clone())
                .unwrap_or_default();
            if RUST_KEYWORDS.contains(&rust_name.as_str()) {
                let span = item.name.as_ref().map(|n| n.span).unwrap_or(item.span);
                self.err(
                    span,
                    format!("pass name `{rust_name}` is a Rust keyword: choose another name"),
                );
            }
            self.check_pass_argument(&rust_name, argument, &mut arguments);
            if let Some(a) = anchor {
                self.check_anchor(&rust_name, a);
            }
            let mut def = PassDef {
                rust_name,
                argument: argument.value.clone(),
                anchor: anchor.as_ref().map(|a| a.value.clone()),
                docs: docs_of(item),
                options: Vec::new(),
                statistics: Vec::new(),
                dependent_dialects: Vec::new(),
                span: item.name.as_ref().map(|n| n.span).unwrap_or(item.span),
            };
            self.lower_pass_fields(item, &mut def);
            self.model.passes.push(def);
        }
    }

    /// Options, statistics and dependent dialects of one pass.
    fn lower_pass_fields(&mut self, item: &Item, def: &mut PassDef) {
        let mut option_fields: HashMap<String, Span> = HashMap::new();
        let mut option_names: HashMap<String, Span> = HashMap::new();
        let mut stat_fields: HashMap<String, Span> = HashMap::new();
        let mut stat_names: HashMap<String, Span> = HashMap::new();
        for f in &item.fields {
            match &f.kind {
                FieldKind::PassOption(o) => {
                    let what = format!("option `{}`", o.field.name);
                    let pass = def.rust_name.clone();
                    let key = getter_name(&o.field.name);
                    self.check_rust_name(&o.field.name, &key, "field", o.field.span);
                    self.unique(&mut option_fields, &key, o.field.span, &what, &pass);
                    let name_what = format!("option name \"{}\"", o.name.value);
                    self.unique(
                        &mut option_names,
                        &o.name.value,
                        o.name.span,
                        &name_what,
                        &pass,
                    );
                    if !is_pipeline_name(&o.name.value) {
                        self.err(
                            o.name.span,
                            format!(
                                "option name \"{}\" of pass `{pass}` cannot be written in a \
                                 pipeline: use letters, digits, `-` and `_`, like \"max-depth\"",
                                o.name.value
                            ),
                        );
                    }
                    if let Some(opt) = self.lower_pass_option(&pass, o, &f.doc, f.span) {
                        def.options.push(opt);
                    }
                }
                FieldKind::Statistic {
                    field,
                    name,
                    description,
                } => {
                    let pass = def.rust_name.clone();
                    let what = format!("statistic `{}`", field.name);
                    let key = field.name.to_shouty_snake_case();
                    self.check_rust_name(&field.name, &key, "constant", field.span);
                    self.unique(&mut stat_fields, &key, field.span, &what, &pass);
                    let name_what = format!("statistic name \"{}\"", name.value);
                    self.unique(&mut stat_names, &name.value, name.span, &name_what, &pass);
                    def.statistics.push(PassStatisticDef {
                        field: field.name.clone(),
                        name: name.value.clone(),
                        description: description.value.clone(),
                        span: f.span,
                    });
                }
                FieldKind::DependentDialects(names) => {
                    for n in names {
                        if n.name.contains("::") {
                            self.err(
                                n.span,
                                format!(
                                    "dependent dialect `{}` of pass `{}` is a path: name the \
                                     dialect by its namespace, like `arith`",
                                    n.name, def.rust_name
                                ),
                            );
                        }
                        def.dependent_dialects.push(n.name.clone());
                    }
                }
                _ => {}
            }
        }
    }

    /// Rule: an option's field name and a statistic's constant name are Rust identifiers.
    fn check_rust_name(&mut self, name: &str, rust: &str, what: &str, span: Span) {
        if syn::parse_str::<syn::Ident>(rust).is_err() {
            self.err(
                span,
                format!(
                    "`{name}` cannot name a Rust {what} (`{rust}` is not an identifier): rename it"
                ),
            );
        }
    }

    /// Rule: a name given twice among the options (or statistics) of one pass.
    fn unique(
        &mut self,
        seen: &mut HashMap<String, Span>,
        name: &str,
        span: Span,
        what: &str,
        pass: &str,
    ) {
        if let Some(first) = seen.get(name) {
            let first = *first;
            self.errors.push(
                OdsDiagnostic::new(
                    span,
                    format!("duplicate {what} in pass `{pass}`: rename one of them"),
                )
                .with_note(first, "first defined here"),
            );
        } else {
            seen.insert(name.to_string(), span);
        }
    }

    /// Rule: the pass argument can be written in a pipeline, and no two passes share it.
    fn check_pass_argument(
        &mut self,
        pass: &str,
        argument: &Str,
        seen: &mut HashMap<String, Span>,
    ) {
        if !is_pipeline_name(&argument.value) {
            self.err(
                argument.span,
                format!(
                    "pass argument \"{}\" of pass `{pass}` cannot be written in a pipeline: use \
                     letters, digits, `-` and `_`, like \"toy-shape-inference\"",
                    argument.value
                ),
            );
            return;
        }
        if let Some(first) = seen.get(&argument.value) {
            let first = *first;
            self.errors.push(
                OdsDiagnostic::new(
                    argument.span,
                    format!(
                        "duplicate pass argument \"{}\": two passes cannot share one pipeline \
                         name; rename one of them",
                        argument.value
                    ),
                )
                .with_note(first, "first used here"),
            );
        } else {
            seen.insert(argument.value.clone(), argument.span);
        }
    }

    /// Rule: the anchor after `on` is an op name `dialect.op`.
    fn check_anchor(&mut self, pass: &str, anchor: &Str) {
        let v = &anchor.value;
        let ok = v.split_once('.').is_some_and(|(d, o)| {
            !d.is_empty()
                && !o.is_empty()
                && v.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b'$'))
        });
        if !ok {
            self.err(
                anchor.span,
                format!(
                    "the anchor \"{v}\" of pass `{pass}` is not an op name: write it as \
                     \"dialect.op\", like \"func.func\", or leave `on` out to run on any op"
                ),
            );
        }
    }

    /// One option: its type, its default and its Rust field.
    fn lower_pass_option(
        &mut self,
        pass: &str,
        o: &PassOptionDecl,
        doc: &str,
        span: Span,
    ) -> Option<PassOptionDef> {
        let ty = self.option_type(pass, o)?;
        let default = match (&o.default, o.list) {
            (Some(l), true) => {
                self.err(
                    l.span(),
                    format!(
                        "list option `{}` of pass `{pass}` has no default: remove `= {}` (a list \
                         starts empty)",
                        o.field.name,
                        literal_text(l)
                    ),
                );
                None
            }
            (Some(l), false) => self.option_default(pass, o, ty, l),
            (None, false) => {
                if let PassOptionType::Enum(id) = ty {
                    let e = self.model.enum_def(id);
                    let first = e
                        .cases
                        .first()
                        .map(|c| c.keyword.clone())
                        .unwrap_or_default();
                    self.err(
                        o.field.span,
                        format!(
                            "option `{}` of pass `{pass}` has enum type `{}` and needs a \
                             default case, like `= {first}`",
                            o.field.name, e.name
                        ),
                    );
                }
                None
            }
            (None, true) => None,
        };
        Some(PassOptionDef {
            field: getter_name(&o.field.name),
            name: o.name.value.clone(),
            description: o.description.value.clone(),
            doc: doc.to_string(),
            ty,
            type_name: o.ty.name.clone(),
            list: o.list,
            default,
            span,
        })
    }

    /// Rule: an option's type is one of the scalar types or an integer enum of the file.
    fn option_type(&mut self, pass: &str, o: &PassOptionDecl) -> Option<PassOptionType> {
        let name = o.ty.name.as_str();
        if let Some(&(_, t)) = PassOptionType::SCALARS.iter().find(|(n, _)| *n == name) {
            return Some(t);
        }
        if let Some(i) = self.model.enums.iter().position(|e| e.name == name) {
            let e = &self.model.enums[i];
            if let EnumKind::Bit { .. } = e.kind {
                self.err(
                    o.ty.span,
                    format!(
                        "option `{}` of pass `{pass}` has the bit enum type `{name}`: an option \
                         holds one case, so its type must be an `enum`, not a `bit_enum`",
                        o.field.name
                    ),
                );
                return None;
            }
            return Some(PassOptionType::Enum(EnumId(i as u32)));
        }
        let enums: Vec<String> = self.model.enums.iter().map(|e| e.name.clone()).collect();
        let candidates = PassOptionType::SCALARS
            .iter()
            .map(|(n, _)| *n)
            .chain(enums.iter().map(String::as_str));
        let hint = suggest(name, candidates).unwrap_or_else(|| {
            "; the option types are `bool`, `i32`, `i64`, `u32`, `u64`, `f64`, `String` and \
             the `enum`s of this file"
                .to_string()
        });
        self.err(
            o.ty.span,
            format!(
                "unknown type `{name}` of option `{}` of pass `{pass}`{hint}",
                o.field.name
            ),
        );
        None
    }

    /// Rule: an option's default is a value of its type.
    fn option_default(
        &mut self,
        pass: &str,
        o: &PassOptionDecl,
        ty: PassOptionType,
        l: &Literal,
    ) -> Option<PassOptionValue> {
        let field = &o.field.name;
        let tname = &o.ty.name;
        let expected = match (ty, l) {
            (PassOptionType::Bool, Literal::Bool(b, _)) => return Some(PassOptionValue::Bool(*b)),
            (PassOptionType::Bool, _) => "`true` or `false`",
            (PassOptionType::String, Literal::Str(s)) => {
                return Some(PassOptionValue::Str(s.value.clone()))
            }
            (PassOptionType::String, _) => "a string",
            (PassOptionType::F64, Literal::Float(f, span)) => {
                if f.parse::<f64>().is_ok_and(f64::is_finite) {
                    return Some(PassOptionValue::Float(f.clone()));
                }
                self.err(
                    *span,
                    format!(
                        "the default `{f}` of option `{field}` of pass `{pass}` is too large \
                         for `f64`"
                    ),
                );
                return None;
            }
            (PassOptionType::F64, Literal::Int(i)) => {
                return Some(PassOptionValue::Float(i.value.to_string()))
            }
            (PassOptionType::F64, _) => "a number",
            (PassOptionType::Enum(id), Literal::Ident(i)) => {
                let e = self.model.enum_def(id);
                if let Some(c) = e.cases.iter().position(|c| c.keyword == i.name) {
                    return Some(PassOptionValue::Case(c));
                }
                let hint = suggest(&i.name, e.cases.iter().map(|c| c.keyword.as_str()))
                    .unwrap_or_else(|| {
                        let all: Vec<String> =
                            e.cases.iter().map(|c| format!("`{}`", c.keyword)).collect();
                        format!("; its cases are {}", all.join(", "))
                    });
                let msg = format!(
                    "the default `{}` of option `{field}` of pass `{pass}` is not a case of \
                     enum `{}`{hint}",
                    i.name, e.name
                );
                self.err(i.span, msg);
                return None;
            }
            (PassOptionType::Enum(_), _) => "a case of the enum, written as its keyword",
            (t, Literal::Int(i)) => {
                let (lo, hi) = int_range(t).unwrap_or((0, 0));
                if (lo..=hi).contains(&i.value) {
                    return Some(PassOptionValue::Int(i.value));
                }
                self.err(
                    i.span,
                    format!(
                        "the default `{}` of option `{field}` of pass `{pass}` is out of range \
                         for `{tname}` ({lo} to {hi})",
                        i.value
                    ),
                );
                return None;
            }
            _ => "an integer",
        };
        self.err(
            l.span(),
            format!(
                "the default of option `{field}` of pass `{pass}` must be {expected} (its type \
                 is `{tname}`), found {}",
                literal_words(l)
            ),
        );
        None
    }
}

/// A literal as written (for messages).
fn literal_text(l: &Literal) -> String {
    match l {
        Literal::Int(i) => i.value.to_string(),
        Literal::Float(f, _) => f.clone(),
        Literal::Bool(b, _) => b.to_string(),
        Literal::Str(s) => format!("\"{}\"", s.raw),
        Literal::Ident(i) => i.name.clone(),
    }
}
