//! Semantic analysis of dialect types and attributes: `param_type`, `type_interface` /
//! `attr_interface` and `type_def` / `attr_def` items lowered to the model, with the rules that
//! need the syntax tree (unknown parameter kinds, misplaced `Optional`/`DefaultValued`/
//! `SelfType`, template arguments of kinds, traits and interfaces of the wrong kind).

use super::{docs_of, suggest, Sema, NATIVE_TRAITS, PARAM_TRAITS};
use crate::ast::{CRef, FieldKind, Item, ItemKind, PKind, PKindArg, ParamDecl};
use crate::model::*;

/// The built-in generic parameter kinds and `SelfType`.
const BUILTIN_KINDS: &[&str] = &["Array", "Optional", "DefaultValued", "SelfType"];

/// Where a parameter kind is written, for the rules about nesting.
#[derive(Clone, Copy, PartialEq, Eq)]
enum KindPlace {
    /// the whole kind of a parameter
    Top,
    /// inside `Optional<..>` or `DefaultValued<..>`
    Wrapped,
    /// inside `Array<..>`
    Element,
}

fn name_of(item: &Item) -> String {
    item.name
        .as_ref()
        .map(|n| n.name.clone())
        .unwrap_or_default()
}

fn name_span(item: &Item) -> Span {
    item.name.as_ref().map(|n| n.span).unwrap_or(item.span)
}

/// A kind as written: `DefaultValued<u32, [{ 1 }]>`.
pub(super) fn pkind_text(k: &PKind) -> String {
    if k.args.is_empty() {
        return k.name.name.clone();
    }
    let args: Vec<String> = k
        .args
        .iter()
        .map(|a| match a {
            PKindArg::Kind(k) => pkind_text(k),
            PKindArg::Code(c) => format!("[{{{}}}]", c.text),
        })
        .collect();
    format!("{}<{}>", k.name.name, args.join(", "))
}

impl<'a> Sema<'a> {
    /// Records a definition; its id is its position among the definitions of its kind (every
    /// one is lowered, duplicates included, so ids match the arenas).
    pub(super) fn collect_def(&mut self, item: &'a Item, kind: DefKind, name: String) {
        let index = self
            .def_items
            .iter()
            .filter(|i| matches!(&i.kind, ItemKind::Def { kind: k, .. } if *k == kind))
            .count() as u32;
        match kind {
            DefKind::Type => {
                self.type_def_ids.entry(name).or_insert(TypeDefId(index));
            }
            DefKind::Attr => {
                self.attr_def_ids.entry(name).or_insert(AttrDefId(index));
            }
        }
        self.def_items.push(item);
    }

    // ---------------------------------------------------------------- param types

    pub(super) fn lower_param_types(&mut self) {
        let items = self.param_type_items.clone();
        for item in items {
            let name = name_of(item);
            let mut def = ParamTypeDef {
                name: name.clone(),
                docs: docs_of(item),
                rust_type: String::new(),
                parser: None,
                printer: None,
                default: None,
                comparator: None,
                message_type: None,
                span: name_span(item),
            };
            let mut rust_type = None;
            for f in &item.fields {
                match (&f.kind, f.keyword.as_str()) {
                    (FieldKind::RustType(s), _) => rust_type = Some(s),
                    (FieldKind::ParamTypeCode(c), "parser") => def.parser = Some(c.clone()),
                    (FieldKind::ParamTypeCode(c), "printer") => def.printer = Some(c.clone()),
                    (FieldKind::ParamTypeCode(c), "default") => def.default = Some(c.clone()),
                    (FieldKind::ParamTypeCode(c), _) => def.comparator = Some(c.clone()),
                    (FieldKind::MessageName(s), _) => def.message_type = Some(s.value.clone()),
                    _ => {}
                }
            }
            match rust_type {
                Some(s) => {
                    self.check_param_rust_type(&name, s);
                    def.rust_type = s.value.trim().to_string();
                }
                None => self.err(
                    def.span,
                    format!(
                        "parameter type `{name}` needs a `rust_type`, like `rust_type \"i64\"`"
                    ),
                ),
            }
            let id = ParamTypeId(self.model.param_types.len() as u32);
            self.param_types.insert(name, id);
            self.model.param_types.push(def);
        }
    }

    /// Rule: the `rust_type` of a `param_type` is a Rust type.
    fn check_param_rust_type(&mut self, name: &str, s: &crate::ast::Str) {
        if crate::nesting::parse_str::<syn::Type>(&s.value).is_err() {
            self.err(
                s.span,
                format!(
                    "`rust_type` of parameter type `{name}` is not a Rust type: write one like `\"i64\"` or `\"::std::string::String\"`"
                ),
            );
        }
    }

    // ---------------------------------------------------------------- interfaces

    pub(super) fn lower_def_interfaces(&mut self) {
        let items = self.def_interface_items.clone();
        for item in items {
            let ItemKind::DefInterface(kind) = item.kind else {
                continue;
            };
            let name = name_of(item);
            let mut def = InterfaceDef {
                name: name.clone(),
                docs: docs_of(item),
                methods: Vec::new(),
                verify: None,
                span: name_span(item),
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
            let id = DefInterfaceId(self.model.def_interfaces.len() as u32);
            self.def_interfaces.insert(name, id);
            self.model.def_interfaces.push(DefInterfaceDef {
                kind,
                interface: def,
            });
        }
    }

    /// Rule: a type or attribute interface listed on an op.
    pub(super) fn def_interface_on_op(&mut self, r: &CRef) {
        let kind = self
            .def_interfaces
            .get(&r.name.name)
            .map(|id| self.model.def_interface(*id).kind)
            .unwrap_or(DefKind::Type);
        self.err(
            r.name.span,
            format!(
                "`{}` is {} interface, not an op interface: list it on {}",
                r.name.name,
                article(kind),
                def_item_words(kind)
            ),
        );
    }

    /// Rules: a trait or interface of a type or attribute is a `type_interface` (for types),
    /// an `attr_interface` (for attributes) or an `extern_interface`, without template
    /// arguments.
    fn def_interface_use(
        &mut self,
        kind: DefKind,
        owner: &str,
        r: &CRef,
    ) -> Option<DefInterfaceUse> {
        let name = r.name.name.as_str();
        let found = self.def_interfaces.get(name).copied();
        let path = match (found, self.extern_interfaces.get(name)) {
            (Some(id), _) => {
                let ikind = self.model.def_interface(id).kind;
                if ikind != kind {
                    self.err(
                        r.name.span,
                        format!(
                            "`{name}` is {} interface, but `{owner}` is {}: list it on {}",
                            article(ikind),
                            article(kind),
                            def_item_words(ikind)
                        ),
                    );
                    return None;
                }
                name.to_string()
            }
            (None, Some(p)) => p.clone(),
            (None, None) => {
                let is_op_thing = self.interfaces.contains_key(name)
                    || self.user_traits.contains_key(name)
                    || NATIVE_TRAITS.iter().any(|(n, _)| *n == name)
                    || PARAM_TRAITS.contains(&name);
                if is_op_thing {
                    self.err(
                        r.name.span,
                        format!(
                            "`{name}` is an op trait or interface; {} can only list {} interfaces (`{}`) and `extern_interface`s",
                            article(kind),
                            kind_short(kind),
                            interface_keyword(kind)
                        ),
                    );
                    return None;
                }
                let cands = self
                    .def_interfaces
                    .iter()
                    .filter(|(_, id)| self.model.def_interface(**id).kind == kind)
                    .map(|(n, _)| n.as_str())
                    .chain(self.extern_interfaces.keys().map(|s| s.as_str()));
                let sugg = suggest(name, cands).unwrap_or_default();
                self.err(
                    r.name.span,
                    format!(
                        "unknown {} interface `{name}`: declare it with `{}` or `extern_interface`{sugg}",
                        kind_short(kind),
                        interface_keyword(kind)
                    ),
                );
                return None;
            }
        };
        if r.args.is_some() {
            self.arity_error(r, 0);
            return None;
        }
        Some(DefInterfaceUse {
            id: found,
            path,
            span: r.span,
        })
    }

    // ---------------------------------------------------------------- definitions

    pub(super) fn lower_defs(&mut self) {
        let items = self.def_items.clone();
        for item in items {
            if let Some(def) = self.lower_def(item) {
                match def.kind {
                    DefKind::Type => self.model.type_defs.push(def),
                    DefKind::Attr => self.model.attr_defs.push(def),
                }
            }
        }
    }

    fn lower_def(&mut self, item: &Item) -> Option<AttrOrTypeDef> {
        let ItemKind::Def {
            kind,
            mnemonic,
            traits,
        } = &item.kind
        else {
            return None;
        };
        let mut def = AttrOrTypeDef {
            kind: *kind,
            rust_name: name_of(item),
            mnemonic: mnemonic.value.clone(),
            dialect: self.model.dialect.name.clone(),
            docs: docs_of(item),
            parameters: Vec::new(),
            mutable_parameters: Vec::new(),
            interfaces: Vec::new(),
            builders: Vec::new(),
            skip_default_builders: false,
            has_verifier: false,
            custom_assembly: false,
            format: None,
            def_format: None,
            extra: Vec::new(),
            cpp_name: None,
            span: name_span(item),
        };
        for f in &item.fields {
            match (&f.kind, f.keyword.as_str()) {
                (FieldKind::Parameters(ps), kw) => {
                    for p in ps {
                        if let Some(p) = self.lower_def_param(*kind, p) {
                            if kw == "mutable" {
                                def.mutable_parameters.push(p);
                            } else {
                                def.parameters.push(p);
                            }
                        }
                    }
                }
                (FieldKind::Format(s), _) => {
                    def.format = Some(Code {
                        text: s.raw.clone(),
                        span: s.inner_span,
                    })
                }
                (FieldKind::Builder(n, params, body), _) => def.builders.push(BuilderDef {
                    name: n.name.clone(),
                    doc: f.doc.clone(),
                    params: params.clone(),
                    body: body.clone(),
                    span: f.span,
                }),
                (FieldKind::Extra(c), _) => def.extra.push(c.clone()),
                (FieldKind::MessageName(s), _) => def.cpp_name = Some(s.value.clone()),
                (FieldKind::Flag, kw) => match OpFlag::from_name(kw) {
                    Some(OpFlag::CustomAssembly) => def.custom_assembly = true,
                    Some(OpFlag::HasVerifier) => def.has_verifier = true,
                    Some(OpFlag::SkipDefaultBuilders) => def.skip_default_builders = true,
                    _ => {
                        let what = if *kind == DefKind::Type {
                            "a type"
                        } else {
                            "an attribute"
                        };
                        self.unknown_flag(kw, f.span, what, OpFlag::def_names());
                    }
                },
                _ => {}
            }
        }
        self.check_format_and_custom(item);
        for t in traits {
            if let Some(u) = self.def_interface_use(*kind, &def.rust_name, t) {
                def.interfaces.push(u);
            }
        }
        Some(def)
    }

    fn lower_def_param(&mut self, kind: DefKind, p: &ParamDecl) -> Option<DefParameter> {
        let (base, presence, rust_type) = self.param_kind(kind, &p.kind, KindPlace::Top)?;
        Some(DefParameter {
            name: p.name.name.clone(),
            doc: p.doc.clone(),
            base,
            presence,
            rust_type,
            kind_text: pkind_text(&p.kind),
            span: p.span,
        })
    }

    /// Resolves a parameter kind: what it holds, whether it may be absent, its Rust type.
    fn param_kind(
        &mut self,
        def_kind: DefKind,
        k: &PKind,
        place: KindPlace,
    ) -> Option<(ParamBase, ParamPresence, String)> {
        let name = k.name.name.as_str();
        match name {
            "Optional" | "DefaultValued" => {
                if place != KindPlace::Top {
                    self.err(
                        k.span,
                        format!(
                            "`{name}` can only be the whole kind of a parameter, not nested in another kind: write `{name}<...>` outside"
                        ),
                    );
                    return None;
                }
                let (inner, default) = self.wrapper_args(k)?;
                let (base, _, rust_type) = self.param_kind(def_kind, inner, KindPlace::Wrapped)?;
                if base == ParamBase::SelfType && default.is_none() {
                    self.err(
                        inner.span,
                        format!("`SelfType` cannot be wrapped in `{name}`: write it alone, or `DefaultValued<SelfType, [{{ type }}]>` to build the type when none is written"),
                    );
                    return None;
                }
                let presence = match default {
                    Some(c) => ParamPresence::DefaultValued { default: c },
                    None => ParamPresence::Optional,
                };
                Some((base, presence, rust_type))
            }
            "Array" => {
                let inner = match k.args.as_slice() {
                    [PKindArg::Kind(inner)] => inner,
                    _ => {
                        self.kind_args_error(k, "one parameter kind, like `Array<i64>`");
                        return None;
                    }
                };
                let (base, _, rust_type) = self.param_kind(def_kind, inner, KindPlace::Element)?;
                if base == ParamBase::SelfType {
                    self.err(
                        inner.span,
                        "`SelfType` cannot be an array element: write it alone",
                    );
                    return None;
                }
                Some((
                    ParamBase::Array(Box::new(base)),
                    ParamPresence::Required,
                    format!("::std::vec::Vec<{rust_type}>"),
                ))
            }
            "SelfType" => {
                self.no_kind_args(k)?;
                if def_kind == DefKind::Type {
                    self.err(
                        k.span,
                        "`SelfType` is the type of an attribute and only allowed in an `attr_def`",
                    );
                    return None;
                }
                Some((
                    ParamBase::SelfType,
                    ParamPresence::Required,
                    "::ods_runtime::Type".to_string(),
                ))
            }
            _ => self.named_kind(k),
        }
    }

    /// A kind that names a `param_type`, an enum or a definition.
    fn named_kind(&mut self, k: &PKind) -> Option<(ParamBase, ParamPresence, String)> {
        let name = k.name.name.as_str();
        if let Some(id) = self.param_types.get(name).copied() {
            self.no_kind_args(k)?;
            let pt = self.model.param_type(id);
            let presence = match &pt.default {
                Some(c) => ParamPresence::DefaultValued { default: c.clone() },
                None => ParamPresence::Required,
            };
            return Some((ParamBase::Param(id), presence, pt.rust_type.clone()));
        }
        if let Some(i) = self.model.enums.iter().position(|e| e.name == name) {
            self.no_kind_args(k)?;
            return Some((
                ParamBase::Enum(EnumId(i as u32)),
                ParamPresence::Required,
                name.to_string(),
            ));
        }
        if let Some(id) = self.type_def_ids.get(name).copied() {
            self.no_kind_args(k)?;
            return Some((
                ParamBase::TypeDef(id),
                ParamPresence::Required,
                name.to_string(),
            ));
        }
        if let Some(id) = self.attr_def_ids.get(name).copied() {
            self.no_kind_args(k)?;
            return Some((
                ParamBase::AttrDef(id),
                ParamPresence::Required,
                name.to_string(),
            ));
        }
        self.unknown_param_kind(k);
        None
    }

    /// Rule: a parameter kind that names nothing known.
    fn unknown_param_kind(&mut self, k: &PKind) {
        let name = k.name.name.as_str();
        let mut cands: Vec<&str> = BUILTIN_KINDS.to_vec();
        cands.extend(self.param_types.keys().map(|s| s.as_str()));
        cands.extend(self.model.enums.iter().map(|e| e.name.as_str()));
        cands.extend(self.type_def_ids.keys().map(|s| s.as_str()));
        cands.extend(self.attr_def_ids.keys().map(|s| s.as_str()));
        cands.sort();
        let hint = match suggest(name, cands.into_iter()) {
            Some(s) => s,
            None => ": use a `param_type` (such as `u32`, `String` or `Type`), an enum, a `type_def` or `attr_def`, `Array<..>`, `Optional<..>` or `DefaultValued<.., [{ default }]>`".to_string(),
        };
        self.err(
            k.name.span,
            format!("unknown parameter kind `{name}`{hint}"),
        );
    }

    /// The kind and the default (for `DefaultValued`) of a wrapper kind.
    fn wrapper_args<'k>(&mut self, k: &'k PKind) -> Option<(&'k PKind, Option<Code>)> {
        match (k.name.name.as_str(), k.args.as_slice()) {
            ("Optional", [PKindArg::Kind(inner)]) => Some((inner, None)),
            ("DefaultValued", [PKindArg::Kind(inner), PKindArg::Code(c)]) => {
                Some((inner, Some(c.clone())))
            }
            ("Optional", _) => {
                self.kind_args_error(k, "one parameter kind, like `Optional<u32>`");
                None
            }
            _ => {
                self.kind_args_error(
                    k,
                    "a parameter kind and a default `[{ expr }]`, like `DefaultValued<u32, [{ 1 }]>`",
                );
                None
            }
        }
    }

    /// Rule: wrong template arguments of a built-in generic kind.
    fn kind_args_error(&mut self, k: &PKind, expected: &str) {
        self.err(k.span, format!("`{}` takes {expected}", k.name.name));
    }

    /// Rule: template arguments on a kind that takes none.
    fn no_kind_args(&mut self, k: &PKind) -> Option<()> {
        if k.args.is_empty() {
            return Some(());
        }
        self.err(
            k.span,
            format!(
                "parameter kind `{}` takes no template arguments: write `{}` alone",
                k.name.name, k.name.name
            ),
        );
        None
    }
}

fn article(kind: DefKind) -> &'static str {
    match kind {
        DefKind::Type => "a type",
        DefKind::Attr => "an attribute",
    }
}

fn kind_short(kind: DefKind) -> &'static str {
    match kind {
        DefKind::Type => "type",
        DefKind::Attr => "attribute",
    }
}

fn interface_keyword(kind: DefKind) -> &'static str {
    match kind {
        DefKind::Type => "type_interface",
        DefKind::Attr => "attr_interface",
    }
}

fn def_item_words(kind: DefKind) -> &'static str {
    match kind {
        DefKind::Type => "a `type_def`",
        DefKind::Attr => "an `attr_def`",
    }
}
