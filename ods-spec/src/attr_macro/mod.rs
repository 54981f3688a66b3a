//! The attribute-macro front end: a dialect's ops declared inline in Rust.
//!
//! `#[ods_macros::dialect(...)]` on an inline module turns each `#[op(...)]` struct in it into
//! an op (fields are the operands, attributes, properties, results, regions and successors;
//! field types are constraints written as Rust types), each `#[pass(...)]` struct into a pass
//! (fields are its options), takes `.ods` text for everything else
//! from `ods!("...")` items, and keeps every other item of the module as it is. The syntax is
//! described in `docs/attribute-macros.md`.
//!
//! How: the module is translated into `.ods` text ([`to_ods`]) while a table records, for each
//! piece of that text, the Rust span it came from. The text then goes through the same
//! pipeline as a `.ods` file ([`crate::analyze`], then [`crate::codegen::generate`]), so both
//! front ends build the same model and generate the same code. Every diagnostic of that
//! pipeline is turned back into a `syn::Error` at the Rust span of the piece it points at;
//! mistakes in the Rust syntax itself are reported by the translation, at the offending token.
//! Nothing here panics on any input.

mod tokens;
mod writer;

use heck::ToUpperCamelCase as _;
use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use quote::ToTokens as _;
use syn::ext::IdentExt as _;

use crate::fallback::FallbackNames;
use crate::model::Model;
use tokens::{Cursor, Res};
use writer::{Piece, Writer};

/// The name diagnostics of the translated text are rendered under (they are normally shown
/// at Rust spans instead).
pub const FILE_NAME: &str = "<#[dialect] module>";

/// The translation's file in the [`crate::analyze`] sources (the prelude is file 0).
const USER_FILE: crate::model::FileId = crate::model::FileId(1);

/// The role of an op struct's field, from its marker attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Operand,
    Attr,
    Prop,
    Result,
    Region,
    Successor,
}

const ROLES: &[(&str, Role)] = &[
    ("operand", Role::Operand),
    ("attr", Role::Attr),
    ("prop", Role::Prop),
    ("result", Role::Result),
    ("region", Role::Region),
    ("successor", Role::Successor),
];

/// A field of an op struct, kept for the checks that need the model.
struct FieldInfo {
    name: String,
    role: Role,
    /// the marker attribute
    role_span: Span,
}

/// An op struct, kept for the checks that need the model.
struct OpInfo {
    rust_name: String,
    fields: Vec<FieldInfo>,
}

/// A translated module.
struct Translation {
    writer: Writer,
    /// the module with the `#[op]` structs and `ods!` items taken out
    module: syn::ItemMod,
    ops: Vec<OpInfo>,
    /// names for stand-ins when the dialect has errors
    names: FallbackNames,
    /// mistakes in the Rust syntax
    errors: Vec<syn::Error>,
}

/// The expansion of `#[dialect(attr)] item`: the module with the generated items added (after
/// the module's own items), or, when there are mistakes, the module's own items, a
/// `compile_error!` at the Rust span of each mistake, and empty stand-ins for the dialect type,
/// `register` and the op types so that code naming them adds no follow-on errors.
pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    // the module's tokens nest as deep as rustc let them (code in `extra = { .. }` is only
    // token trees to rustc): reading them, and the pipeline, run on a stack with room
    crate::nesting::with_pipeline_stack(|| expand_on_stack(attr, item))
}

/// The body of [`expand`].
fn expand_on_stack(attr: TokenStream, item: TokenStream) -> TokenStream {
    let call_site = Span::call_site();
    let mut t = match translate(attr, item) {
        Ok(t) => t,
        Err(e) => return e.to_compile_error(),
    };
    let result = if t.errors.is_empty() {
        check(&t).and_then(|model| {
            crate::codegen::generate(&model).map_err(|d| t.writer.errors(USER_FILE, call_site, &d))
        })
    } else {
        Err(std::mem::take(&mut t.errors))
    };
    let extra = match result {
        Ok(generated) => generated,
        Err(errors) => {
            let mut out = TokenStream::new();
            for e in errors {
                out.extend(e.to_compile_error());
            }
            let names = crate::fallback::fallback_names(t.writer.text()).unwrap_or(t.names);
            out.extend(crate::fallback::stub_items(&names));
            out
        }
    };
    let mut module = t.module;
    if let Some((_, items)) = &mut module.content {
        items.push(syn::Item::Verbatim(extra));
    }
    module.into_token_stream()
}

/// The `.ods` text that `#[dialect(attr)] item` stands for, or the mistakes in its Rust
/// syntax. The text is what the macro compiles; it is shown here for tests and for authors
/// curious about the translation.
pub fn to_ods(attr: TokenStream, item: TokenStream) -> Result<String, Vec<syn::Error>> {
    crate::nesting::with_pipeline_stack(|| {
        let t = translate(attr, item).map_err(|e| vec![e])?;
        if t.errors.is_empty() {
            Ok(t.writer.text().to_string())
        } else {
            Err(t.errors)
        }
    })
}

/// The model of `#[dialect(attr)] item`: the translation run through the `.ods` pipeline, or
/// every mistake as a `syn::Error` at its Rust span.
pub fn model(attr: TokenStream, item: TokenStream) -> Result<Model, Vec<syn::Error>> {
    crate::nesting::with_pipeline_stack(|| {
        let t = translate(attr, item).map_err(|e| vec![e])?;
        if !t.errors.is_empty() {
            return Err(t.errors);
        }
        check(&t)
    })
}

/// Runs the `.ods` pipeline on the translation and checks the field roles against the model.
fn check(t: &Translation) -> Result<Model, Vec<syn::Error>> {
    let c = crate::analyze(FILE_NAME, t.writer.text());
    let model = c
        .model
        .map_err(|d| t.writer.errors(USER_FILE, Span::call_site(), &d))?;
    let mut errors = Vec::new();
    for op in &t.ops {
        check_roles(&model, op, &mut errors);
    }
    if errors.is_empty() {
        Ok(model)
    } else {
        Err(errors)
    }
}

/// Rule: `#[operand]`, `#[attr]` and `#[prop]` fields all become arguments, whose kind the
/// constraint decides; the marker must agree with it.
fn check_roles(model: &Model, info: &OpInfo, errors: &mut Vec<syn::Error>) {
    let Some(op) = model.ops.iter().find(|o| o.rust_name == info.rust_name) else {
        return;
    };
    for f in &info.fields {
        let operand = op.operands.iter().find(|o| o.name == f.name);
        let attr = op.attributes.iter().find(|a| a.name == f.name);
        let (actual, constraint, words) = match (operand, attr) {
            (Some(o), _) => (Role::Operand, o.constraint, "a type constraint"),
            (None, Some(a)) if a.is_property => (Role::Prop, a.constraint, "a property constraint"),
            (None, Some(a)) => (Role::Attr, a.constraint, "an attribute constraint"),
            (None, None) => continue,
        };
        if !matches!(f.role, Role::Operand | Role::Attr | Role::Prop) || f.role == actual {
            continue;
        }
        let marker = |r: Role| ROLES.iter().find(|(_, x)| *x == r).map_or("", |(n, _)| *n);
        let name = model
            .constraints
            .get(constraint.index())
            .map_or("", |c| c.name.as_str());
        errors.push(syn::Error::new(
            f.role_span,
            format!(
                "field `{}` is marked `#[{}]`, but `{name}` is {words}: mark it `#[{}]`",
                f.name,
                marker(f.role),
                marker(actual)
            ),
        ));
    }
}

/// Translates the module; `Err` only when it is not an inline module at all.
fn translate(attr: TokenStream, item: TokenStream) -> Res<Translation> {
    let mut module: syn::ItemMod = syn::parse2(item).map_err(|e| {
        syn::Error::new(
            e.span(),
            "`#[dialect]` goes on an inline module: `#[dialect] mod name { ... }`",
        )
    })?;
    let Some((brace, items)) = module.content.take() else {
        return Err(syn::Error::new(
            module.ident.span(),
            "`#[dialect]` needs the module's items inline: `mod name { ... }`",
        ));
    };
    let mut t = Translation {
        writer: Writer::default(),
        module,
        ops: Vec::new(),
        names: FallbackNames::default(),
        errors: Vec::new(),
    };
    let module_docs: Vec<String> = t
        .module
        .attrs
        .iter()
        .filter_map(|a| tokens::doc_text(&a.meta))
        .collect();
    let ident = t.module.ident.clone();
    if let Err(e) = dialect(&mut t, attr, &ident, &module_docs) {
        t.errors.push(e);
    }
    let mut kept = Vec::new();
    for item in items {
        match item {
            syn::Item::Struct(s) if s.attrs.iter().any(|a| a.path().is_ident("op")) => {
                if let Err(e) = op(&mut t, s) {
                    t.errors.push(e);
                }
            }
            syn::Item::Struct(s) if s.attrs.iter().any(|a| a.path().is_ident("pass")) => {
                if let Err(e) = pass(&mut t, s) {
                    t.errors.push(e);
                }
            }
            syn::Item::Struct(s) if def_kind(&s).is_some() => {
                if let Err(e) = def(&mut t, s) {
                    t.errors.push(e);
                }
            }
            syn::Item::Macro(m) if m.mac.path.is_ident("ods") => {
                if let Err(e) = hatch(&mut t.writer, &m) {
                    t.errors.push(e);
                }
            }
            mut other => {
                if let Some(a) = take_misplaced_marker(&mut other) {
                    t.errors.push(syn::Error::new_spanned(
                        a.path(),
                        "`#[op(...)]` goes on a struct whose fields are the op's operands, \
                         attributes, results, regions and successors",
                    ));
                }
                kept.push(other);
            }
        }
    }
    t.module.content = Some((brace, kept));
    Ok(t)
}

/// `type_def` or `attr_def` when the struct is marked `#[type_def(...)]` / `#[attr_def(...)]`.
fn def_kind(s: &syn::ItemStruct) -> Option<&'static str> {
    s.attrs
        .iter()
        .find_map(|a| DEF_MARKERS.iter().copied().find(|m| a.path().is_ident(m)))
}

const DEF_MARKERS: &[&str] = &["type_def", "attr_def"];

const DEF_ARGS: &[&str] = &[
    "traits",
    "interfaces",
    "summary",
    "description",
    "format",
    "builder",
    "extra",
];

/// Writes the type or attribute declared by a `#[type_def]` / `#[attr_def]` struct: its
/// fields are the parameters (`#[mutable]` ones the mutable part), their types the parameter
/// kinds.
fn def(t: &mut Translation, s: syn::ItemStruct) -> Res<()> {
    let rust_name = s.ident.unraw().to_string();
    let mut docs = Vec::new();
    let mut marker: Option<(&syn::Attribute, &'static str)> = None;
    for a in &s.attrs {
        if let Some(d) = tokens::doc_text(&a.meta) {
            docs.push(d);
            continue;
        }
        match DEF_MARKERS.iter().find(|m| a.path().is_ident(m)) {
            Some(m) if marker.is_none() => marker = Some((a, m)),
            Some(_) => {
                return Err(syn::Error::new_spanned(
                    a,
                    "a struct declares one type or attribute: keep one `#[type_def]` or `#[attr_def]`",
                ))
            }
            None => {
                return Err(syn::Error::new_spanned(
                    a.path(),
                    "a type or attribute struct takes only `#[type_def(...)]` or `#[attr_def(...)]` and doc comments",
                ))
            }
        }
    }
    let Some((attr, kind)) = marker else {
        return Ok(());
    };
    if let Some(p) = s.generics.params.first() {
        return Err(syn::Error::new_spanned(
            p,
            format!("a `#[{kind}]` struct takes no generic parameters"),
        ));
    }
    let list = match &attr.meta {
        syn::Meta::List(l) => l,
        _ => {
            return Err(syn::Error::new_spanned(
                attr,
                format!("`#[{kind}]` needs the mnemonic: `#[{kind}(\"shape\")]`"),
            ))
        }
    };
    let mut c = Cursor::new(list.tokens.clone(), list.delimiter.span().close());
    let mnemonic = c.lit_str(&format!(
        "the mnemonic as a string, like `#[{kind}(\"shape\", ...)]`"
    ))?;
    c.comma_or_end()?;
    let args = args(&mut c, DEF_ARGS, crate::model::OpFlag::def_names())?;

    let w = &mut t.writer;
    let start = w.mark();
    w.raw("\n");
    w.docs(&docs, "");
    w.raw(kind);
    w.raw(" ");
    w.token(&rust_name, s.ident.span());
    w.raw(" ");
    tokens::string(w, &mnemonic);
    w.raw(" ");
    trait_list(w, &args, "an interface name")?;
    w.raw(" {\n");

    // the fields: parameters, then the mutable part
    let fields = named_fields(
        &s,
        "parameters need names: `struct ShapeType { rank: u32 }`",
    )?;
    let mut lists: [Vec<(&syn::Field, Vec<String>)>; 2] = Default::default();
    for f in fields {
        let mut fdocs = Vec::new();
        let mut mutable = false;
        for a in &f.attrs {
            if let Some(d) = tokens::doc_text(&a.meta) {
                fdocs.push(d);
            } else if a.path().is_ident("mutable") && matches!(a.meta, syn::Meta::Path(_)) {
                mutable = true;
            } else {
                return Err(syn::Error::new_spanned(
                    a,
                    "a parameter takes only doc comments and `#[mutable]` (for the mutable part)",
                ));
            }
        }
        lists[usize::from(mutable)].push((f, fdocs));
    }
    for (kw, decls) in ["parameters", "mutable"].iter().zip(&lists) {
        decl_list(
            w,
            kw,
            decls,
            "a parameter kind, like `u32`, `Type` or `Array<i64>`",
        )?;
    }
    item_args(w, &args)?;
    w.raw("}\n");
    w.close(start, s.ident.span());
    Ok(())
}

const PASS_ARGS: &[&str] = &[
    "on",
    "summary",
    "description",
    "statistics",
    "dependent_dialects",
];

/// The doc comments and the `#[marker(...)]` attribute of a struct declaring `what` (`a pass
/// struct`), or `None` without the marker: any other attribute, a second marker and (with the
/// marker) generic parameters are errors.
fn struct_marker<'s>(
    s: &'s syn::ItemStruct,
    marker: &str,
    what: &str,
) -> Res<Option<(Vec<String>, &'s syn::Attribute)>> {
    let mut docs = Vec::new();
    let mut found = None;
    for a in &s.attrs {
        if let Some(d) = tokens::doc_text(&a.meta) {
            docs.push(d);
        } else if a.path().is_ident(marker) {
            if found.is_some() {
                return Err(syn::Error::new_spanned(
                    a,
                    format!("`#[{marker}]` is given twice; keep one"),
                ));
            }
            found = Some(a);
        } else {
            return Err(syn::Error::new_spanned(
                a.path(),
                format!("{what} takes only `#[{marker}(...)]` and doc comments"),
            ));
        }
    }
    let Some(found) = found else {
        return Ok(None);
    };
    if let Some(p) = s.generics.params.first() {
        return Err(syn::Error::new_spanned(
            p,
            format!("{what} takes no generic parameters"),
        ));
    }
    Ok(Some((docs, found)))
}

/// Writes the pass declared by a `#[pass("argument", ...)]` struct: its fields are the
/// options (`#[option("name", "description", default = value)]` or
/// `#[list_option("name", "description")]` on a `Vec<T>` field), `statistics = [field("name",
/// "description"), ...]` its statistics.
fn pass(t: &mut Translation, s: syn::ItemStruct) -> Res<()> {
    let rust_name = s.ident.unraw().to_string();
    let Some((docs, marker)) = struct_marker(&s, "pass", "a pass struct")? else {
        return Ok(());
    };
    let syn::Meta::List(list) = &marker.meta else {
        return Err(syn::Error::new_spanned(
            marker,
            "`#[pass]` needs the pass's pipeline argument: `#[pass(\"my-pass\")]`",
        ));
    };
    let mut c = Cursor::new(list.tokens.clone(), list.delimiter.span().close());
    let argument =
        c.lit_str("the pass's pipeline argument as a string, like `#[pass(\"my-pass\", ...)]`")?;
    c.comma_or_end()?;
    let args = args(&mut c, PASS_ARGS, std::iter::empty())?;
    let fields = named_fields(
        &s,
        "pass options need names: `struct MyPass { #[option(\"depth\", \"...\")] depth: i64 }`",
    )?;
    if !t.names.passes.contains(&rust_name) {
        t.names.passes.push(rust_name.clone());
    }

    let w = &mut t.writer;
    let start = w.mark();
    w.raw("\n");
    w.docs(&docs, "");
    w.raw("pass ");
    w.token(&rust_name, s.ident.span());
    w.raw(" ");
    tokens::string(w, &argument);
    for a in args.iter().filter(|a| a.key == "on") {
        a.no_docs()?;
        let anchor = a.string()?;
        w.raw(" ");
        w.token("on", a.span());
        w.raw(" ");
        tokens::string(w, &anchor);
    }
    w.raw(" {\n");
    for a in &args {
        let key = a.key.to_string();
        a.no_docs()?;
        match key.as_str() {
            "summary" | "description" => {
                let text = a.string()?;
                w.raw("  ");
                w.token(&key, a.span());
                w.raw(" ");
                tokens::string(w, &text);
                w.raw("\n");
            }
            "statistics" => pass_statistics(w, a)?,
            "dependent_dialects" => {
                let mut v = a.value("dependent_dialects = [arith, func]")?;
                let g = v.group(Delimiter::Bracket, "a list `dependent_dialects = [...]`")?;
                end_of_value(&v)?;
                w.raw("  ");
                w.token(&key, a.span());
                w.raw(" [");
                let mut inner = Cursor::of_group(&g);
                let mut first = true;
                while !inner.is_empty() {
                    if !first {
                        w.raw(", ");
                    }
                    first = false;
                    let d = inner.ident("a dialect's namespace, like `arith`")?;
                    w.token(&d.unraw().to_string(), d.span());
                    inner.comma_or_end()?;
                }
                w.raw("]\n");
            }
            _ => {}
        }
    }
    for f in fields {
        pass_option(w, f)?;
    }
    w.raw("}\n");
    w.close(start, s.ident.span());
    Ok(())
}

/// `statistics = [num_x("num-x", "description"), ...]` as `statistic` fields.
fn pass_statistics(w: &mut Writer, a: &Arg) -> Res<()> {
    let example = "statistics = [num_ops(\"num-ops\", \"Number of ops seen\")]";
    let mut v = a.value(example)?;
    let g = v.group(Delimiter::Bracket, &format!("a list, like `{example}`"))?;
    end_of_value(&v)?;
    let mut inner = Cursor::of_group(&g);
    while !inner.is_empty() {
        let field = inner.ident(&format!("a statistic, like `{example}`"))?;
        let args = inner.group(
            Delimiter::Parenthesis,
            "the statistic's name and description: `(\"num-ops\", \"Number of ops seen\")`",
        )?;
        let mut c = Cursor::of_group(&args);
        let name = c.lit_str("the statistic's name as a string")?;
        c.punct(',', "`,` and the statistic's description")?;
        let description = c.lit_str("the statistic's description as a string")?;
        c.comma_or_end()?;
        end_of_value(&c)?;
        w.raw("  statistic ");
        w.token(&field.unraw().to_string(), field.span());
        w.raw(" ");
        tokens::string(w, &name);
        w.raw(" ");
        tokens::string(w, &description);
        w.raw("\n");
        inner.comma_or_end()?;
    }
    Ok(())
}

/// One field of a pass struct as an `option` or `list_option`.
fn pass_option(w: &mut Writer, f: &syn::Field) -> Res<()> {
    let Some(ident) = &f.ident else {
        return Ok(());
    };
    let mut docs = Vec::new();
    let mut marker: Option<(&syn::Attribute, bool)> = None;
    for a in &f.attrs {
        if let Some(d) = tokens::doc_text(&a.meta) {
            docs.push(d);
            continue;
        }
        let list = a.path().is_ident("list_option");
        if !(list || a.path().is_ident("option")) {
            return Err(syn::Error::new_spanned(
                a.path(),
                "a pass's field is an option: mark it `#[option(\"name\", \"description\")]` \
                 or `#[list_option(\"name\", \"description\")]`",
            ));
        }
        if marker.is_some() {
            return Err(syn::Error::new_spanned(
                a,
                "a field is one option: keep one marker",
            ));
        }
        marker = Some((a, list));
    }
    let Some((a, list)) = marker else {
        return Err(syn::Error::new(
            ident.span(),
            format!(
                "mark field `{ident}` as an option: `#[option(\"name\", \"description\")]` or \
                 `#[list_option(\"name\", \"description\")]`"
            ),
        ));
    };
    let kw = if list { "list_option" } else { "option" };
    let syn::Meta::List(l) = &a.meta else {
        return Err(syn::Error::new_spanned(
            a,
            format!("`#[{kw}]` needs the option's name and description: `#[{kw}(\"name\", \"description\")]`"),
        ));
    };
    let mut c = Cursor::new(l.tokens.clone(), l.delimiter.span().close());
    let name = c.lit_str("the option's name in pipeline text as a string, like `\"max-depth\"`")?;
    c.punct(',', "`,` and the option's description")?;
    let description = c.lit_str("the option's description as a string")?;
    c.comma_or_end()?;
    let mut default = Vec::new();
    if !c.is_empty() {
        let key = c.ident("`default = value`")?;
        if key != "default" {
            return Err(syn::Error::new(
                key.span(),
                format!("unknown argument `{key}`; use `default = value`"),
            ));
        }
        c.punct('=', "`=` and the default value")?;
        while !c.is_empty() && !c.is_punct(',') {
            default.extend(c.next());
        }
        if default.is_empty() {
            return Err(c.expected("a default value after `=`"));
        }
        c.comma_or_end()?;
        end_of_value(&c)?;
    }

    w.docs(&docs, "  ");
    w.raw("  ");
    w.token(
        kw,
        a.path()
            .get_ident()
            .map_or_else(Span::call_site, |i| i.span()),
    );
    w.raw(" ");
    w.token(&ident.unraw().to_string(), ident.span());
    w.raw(": ");
    option_type(w, &f.ty, list)?;
    if !default.is_empty() {
        w.raw(" = ");
        option_default(w, &default)?;
    }
    w.raw(" ");
    tokens::string(w, &name);
    w.raw(" ");
    tokens::string(w, &description);
    w.raw("\n");
    Ok(())
}

/// An option's type: a name (`i64`, `String`, an enum), `Vec<name>` for a list option.
fn option_type(w: &mut Writer, ty: &syn::Type, list: bool) -> Res<()> {
    let what = if list {
        "a list option's type, `Vec<T>` with `T` one of `bool`, `i32`, `i64`, `u32`, `u64`, \
         `f64`, `String` or an enum of the dialect"
    } else {
        "an option's type: `bool`, `i32`, `i64`, `u32`, `u64`, `f64`, `String` or an enum of \
         the dialect"
    };
    let err = || syn::Error::new_spanned(ty, format!("expected {what}"));
    let syn::Type::Path(p) = ty else {
        return Err(err());
    };
    let last = p.path.segments.last().ok_or_else(err)?;
    let elem = if list {
        if last.ident != "Vec" {
            return Err(err());
        }
        let syn::PathArguments::AngleBracketed(args) = &last.arguments else {
            return Err(err());
        };
        match args.args.first() {
            Some(syn::GenericArgument::Type(syn::Type::Path(e))) if args.args.len() == 1 => {
                e.path.segments.last().ok_or_else(err)?
            }
            _ => return Err(err()),
        }
    } else {
        last
    };
    if !elem.arguments.is_none() {
        return Err(err());
    }
    w.token(&elem.ident.unraw().to_string(), elem.ident.span());
    Ok(())
}

/// An option's default: a literal (a string, an integer, possibly negative, a number,
/// `true` or `false`) or an enum case's keyword.
fn option_default(w: &mut Writer, tokens: &[TokenTree]) -> Res<()> {
    let err = |span: Span| {
        syn::Error::new(
            span,
            "expected a default value: a string, a number, `true`, `false` or an enum case's \
             keyword",
        )
    };
    let (neg, lit) = match tokens {
        [TokenTree::Punct(p), rest @ ..] if p.as_char() == '-' => (true, rest),
        rest => (false, rest),
    };
    match lit {
        [TokenTree::Ident(i)] if !neg => {
            w.token(&i.unraw().to_string(), i.span());
            Ok(())
        }
        [TokenTree::Literal(l)] => match syn::Lit::new(l.clone()) {
            syn::Lit::Str(s) if !neg => {
                tokens::string(w, &s);
                Ok(())
            }
            syn::Lit::Int(i) if i.suffix().is_empty() => {
                let text = i.base10_digits();
                w.token(
                    &if neg {
                        format!("-{text}")
                    } else {
                        text.to_string()
                    },
                    l.span(),
                );
                Ok(())
            }
            syn::Lit::Float(f) if f.suffix().is_empty() => {
                let text = f.base10_digits();
                w.token(
                    &if neg {
                        format!("-{text}")
                    } else {
                        text.to_string()
                    },
                    l.span(),
                );
                Ok(())
            }
            syn::Lit::Int(_) | syn::Lit::Float(_) => Err(syn::Error::new(
                l.span(),
                "remove the suffix: a default is written without one",
            )),
            _ => Err(err(l.span())),
        },
        [t, ..] => Err(err(t.span())),
        [] => Err(err(Span::call_site())),
    }
}

/// Removes and returns an `#[op]` attribute on an item that is not a struct (kept, it would
/// add rustc's "cannot find attribute `op`" to the error).
fn take_misplaced_marker(item: &mut syn::Item) -> Option<syn::Attribute> {
    let attrs = match item {
        syn::Item::Enum(e) => &mut e.attrs,
        syn::Item::Fn(f) => &mut f.attrs,
        syn::Item::Union(u) => &mut u.attrs,
        syn::Item::Type(t) => &mut t.attrs,
        syn::Item::Const(c) => &mut c.attrs,
        syn::Item::Static(c) => &mut c.attrs,
        syn::Item::Impl(i) => &mut i.attrs,
        syn::Item::Trait(i) => &mut i.attrs,
        syn::Item::Mod(i) => &mut i.attrs,
        _ => return None,
    };
    let pos = attrs.iter().position(|a| a.path().is_ident("op"))?;
    Some(attrs.remove(pos))
}

/// One `key`, `key = value` or (first only, for `#[op]`) positional literal of an attribute's
/// arguments.
struct Arg {
    /// doc comments written before the key
    docs: Vec<String>,
    key: proc_macro2::Ident,
    /// the tokens after `=`, when given
    value: Option<Vec<TokenTree>>,
}

impl Arg {
    fn span(&self) -> Span {
        self.key.span()
    }

    /// The value as a cursor; an error when there is none.
    fn value(&self, example: &str) -> Res<Cursor> {
        match &self.value {
            Some(v) => Ok(Cursor::new(v.iter().cloned().collect(), self.key.span())),
            None => Err(syn::Error::new(
                self.key.span(),
                format!("`{}` needs a value: `{}`", self.key, example),
            )),
        }
    }

    /// The value, which must be one string literal.
    fn string(&self) -> Res<syn::LitStr> {
        let example = format!("{} = \"...\"", self.key);
        let mut c = self.value(&example)?;
        let s = c.lit_str(&format!("a string, like `{example}`"))?;
        end_of_value(&c)?;
        Ok(s)
    }

    /// Fails when a value is given (a flag).
    fn flag(&self) -> Res<()> {
        match &self.value {
            None => Ok(()),
            Some(_) => Err(syn::Error::new(
                self.key.span(),
                format!(
                    "`{}` is a flag and takes no value: write `{}` alone",
                    self.key, self.key
                ),
            )),
        }
    }

    /// Fails when doc comments were written before the key.
    fn no_docs(&self) -> Res<()> {
        if self.docs.is_empty() {
            Ok(())
        } else {
            Err(syn::Error::new(
                self.key.span(),
                format!("doc comments cannot be attached to `{}`", self.key),
            ))
        }
    }
}

fn end_of_value(c: &Cursor) -> Res<()> {
    match c.peek() {
        None => Ok(()),
        Some(t) => Err(syn::Error::new(
            t.span(),
            "unexpected tokens after the value; separate arguments with `,`",
        )),
    }
}

/// Splits attribute arguments into `key` / `key = value` items separated by `,`.
/// The arguments of a marker attribute: `known` are the valued ones, `flags` the bare ones
/// (from [`crate::model::OpFlag`], the one list of flags).
fn args<'k>(
    c: &mut Cursor,
    known: &[&'k str],
    flags: impl Iterator<Item = &'k str>,
) -> Res<Vec<Arg>> {
    let known: Vec<&str> = known.iter().copied().chain(flags).collect();
    let mut out = Vec::new();
    while !c.is_empty() {
        let docs = c.docs()?;
        let key = c.ident("an argument name")?;
        if !known.iter().any(|k| key == k) {
            let name = key.to_string();
            let hint = crate::sema::suggest(&name, known.iter().copied()).unwrap_or_else(|| {
                format!(
                    "; use {}",
                    known
                        .iter()
                        .map(|k| format!("`{k}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            });
            return Err(syn::Error::new(
                key.span(),
                format!("unknown argument `{name}`{hint}"),
            ));
        }
        let value = if c.eat_punct('=') {
            let mut v = Vec::new();
            while !c.is_empty() && !c.is_punct(',') {
                v.extend(c.next());
            }
            if v.is_empty() {
                return Err(c.expected("a value after `=`"));
            }
            Some(v)
        } else {
            None
        };
        out.push(Arg { docs, key, value });
        c.comma_or_end()?;
    }
    Ok(out)
}

const DIALECT_ARGS: &[&str] = &[
    "name",
    "summary",
    "description",
    "rust_name",
    "dependent_dialects",
    "has_constant_materializer",
    "has_inliner_interface",
    "use_properties",
    "discardable",
];

/// Writes the `dialect` item from the attribute's arguments and the module's docs.
fn dialect(t: &mut Translation, attr: TokenStream, ident: &syn::Ident, docs: &[String]) -> Res<()> {
    let span = Span::call_site();
    let args = args(
        &mut Cursor::new(attr, span),
        DIALECT_ARGS,
        std::iter::empty(),
    )?;
    let mut name = (ident.unraw().to_string(), ident.span());
    for a in args.iter().filter(|a| a.key == "name") {
        let s = a.string()?;
        name = (s.value(), s.span());
    }
    if let Some(message) = crate::validate::dialect_name_problem(&name.0) {
        return Err(syn::Error::new(name.1, message));
    }
    let ns = name.0.clone();
    let mut rust_name = format!("{}Dialect", ns.to_upper_camel_case());
    let w = &mut t.writer;
    let start = w.mark();
    w.docs(docs, "");
    w.raw("dialect ");
    w.token(&name.0, name.1);
    w.raw(" {\n");
    for a in &args {
        let key = a.key.to_string();
        a.no_docs()?;
        let kw = |w: &mut Writer| {
            w.raw("  ");
            w.token(&key, a.span());
            w.raw(" ");
        };
        match key.as_str() {
            "name" => continue,
            "summary" | "description" => {
                let s = a.string()?;
                kw(w);
                tokens::string(w, &s);
            }
            "rust_name" => {
                let mut c = a.value("rust_name = ToyDialect")?;
                let i = c.ident("the dialect type's name, like `ToyDialect`")?;
                end_of_value(&c)?;
                rust_name = i.unraw().to_string();
                kw(w);
                w.token(&rust_name, i.span());
            }
            "use_properties" => {
                let mut c = a.value("use_properties = false")?;
                let b = c.ident("`true` or `false`")?;
                end_of_value(&c)?;
                if b != "true" && b != "false" {
                    return Err(syn::Error::new(b.span(), "expected `true` or `false`"));
                }
                kw(w);
                w.token(&b.to_string(), b.span());
            }
            "has_constant_materializer" | "has_inliner_interface" => {
                a.flag()?;
                w.raw("  ");
                w.token(&key, a.span());
            }
            "dependent_dialects" => {
                let mut c = a.value("dependent_dialects = [crate::other::register]")?;
                let g = c.group(Delimiter::Bracket, "a list `[path::to::register, ...]`")?;
                end_of_value(&c)?;
                kw(w);
                w.raw("[");
                let mut inner = Cursor::of_group(&g);
                while !inner.is_empty() {
                    let first = inner.span();
                    let mut path = TokenStream::new();
                    while !inner.is_empty() && !inner.is_punct(',') {
                        path.extend(inner.next());
                    }
                    inner.comma_or_end()?;
                    w.token(&tokens::print(path), first);
                    if !inner.is_empty() {
                        w.raw(", ");
                    }
                }
                w.raw("]");
            }
            _ => {
                // discardable = [/// doc
                //                name: Constraint, ...]
                let mut c = a.value("discardable = [flag: UnitAttr]")?;
                let g = c.group(Delimiter::Bracket, "a list `[name: Constraint, ...]`")?;
                end_of_value(&c)?;
                let mut inner = Cursor::of_group(&g);
                while !inner.is_empty() {
                    let docs = inner.docs()?;
                    let n = inner.ident("an attribute name")?;
                    w.raw("\n");
                    w.docs(&docs, "  ");
                    w.raw("  ");
                    let d = w.mark();
                    w.token("discardable", a.span());
                    w.raw(" ");
                    w.token(&n.unraw().to_string(), n.span());
                    inner.punct(':', "`:` and the attribute's constraint")?;
                    w.raw(": ");
                    inner.cref(w, "a constraint")?;
                    w.close(d, n.span());
                    inner.comma_or_end()?;
                }
            }
        }
        w.raw("\n");
    }
    w.raw("}\n");
    w.close(start, name.1);
    t.names.dialect = Some(ns);
    t.names.dialect_rust_name = Some(rust_name);
    Ok(())
}

const OP_ARGS: &[&str] = &[
    "traits",
    "interfaces",
    "summary",
    "description",
    "format",
    "builder",
    "extra",
];

/// Writes the op declared by an `#[op]` struct.
fn op(t: &mut Translation, s: syn::ItemStruct) -> Res<()> {
    let rust_name = s.ident.unraw().to_string();
    let ns = t.names.dialect.clone().unwrap_or_default();
    // a stand-in name until the mnemonic is known
    let stub_index = t.names.ops.len();
    if !t.names.ops.iter().any(|(r, _)| *r == rust_name) {
        t.names.ops.push((rust_name.clone(), format!("{ns}.?")));
    }
    let Some((docs, op_attr)) = struct_marker(&s, "op", "an op struct")? else {
        return Ok(());
    };
    let list = match &op_attr.meta {
        syn::Meta::List(l) => l,
        _ => {
            return Err(syn::Error::new_spanned(
                op_attr,
                "`#[op]` needs the op's mnemonic: `#[op(\"add\")]`",
            ))
        }
    };
    let mut c = Cursor::new(list.tokens.clone(), list.delimiter.span().close());
    let mnemonic = c.lit_str("the op's mnemonic as a string, like `#[op(\"add\", ...)]`")?;
    if let Some(message) = crate::validate::mnemonic_problem(&mnemonic.value()) {
        return Err(syn::Error::new(mnemonic.span(), message));
    }
    c.comma_or_end()?;
    if let Some(slot) = t.names.ops.get_mut(stub_index) {
        if slot.0 == rust_name {
            slot.1 = format!("{ns}.{}", mnemonic.value());
        }
    }
    let args = args(&mut c, OP_ARGS, crate::model::OpFlag::op_names())?;

    let w = &mut t.writer;
    let start = w.mark();
    w.raw("\n");
    w.docs(&docs, "");
    w.raw("op ");
    w.token(&rust_name, s.ident.span());
    w.raw(" ");
    tokens::string(w, &mnemonic);
    w.raw(" ");
    trait_list(w, &args, "a trait or interface name")?;
    w.raw(" {\n");

    // the fields, by role, in declaration order
    let mut info = OpInfo {
        rust_name: rust_name.clone(),
        fields: Vec::new(),
    };
    let fields = named_fields(
        &s,
        "op fields need names: `struct AddOp { #[operand] lhs: AnyType }`",
    )?;
    let mut by_list: [Vec<(&syn::Field, Vec<String>)>; 4] = Default::default();
    for f in fields {
        let (role, role_span, fdocs) = field_role(f)?;
        let name = f
            .ident
            .as_ref()
            .map(|i| i.unraw().to_string())
            .unwrap_or_default();
        info.fields.push(FieldInfo {
            name,
            role,
            role_span,
        });
        let list = match role {
            Role::Operand | Role::Attr | Role::Prop => 0,
            Role::Result => 1,
            Role::Region => 2,
            Role::Successor => 3,
        };
        by_list[list].push((f, fdocs));
    }
    for (kw, decls) in ["arguments", "results", "regions", "successors"]
        .iter()
        .zip(&by_list)
    {
        decl_list(
            w,
            kw,
            decls,
            "a constraint, like `AnyType` or `Variadic<I32>`",
        )?;
    }

    // the other arguments, in the order written
    item_args(w, &args)?;
    w.raw("}\n");
    w.close(start, s.ident.span());
    t.ops.push(info);
    Ok(())
}

/// Writes `kw (name: Kind, ...)` from struct fields (nothing when there are none): the field
/// names and their types, written as `.ods` references (`what` names one in errors).
fn decl_list(
    w: &mut Writer,
    kw: &str,
    decls: &[(&syn::Field, Vec<String>)],
    what: &str,
) -> Res<()> {
    if decls.is_empty() {
        return Ok(());
    }
    w.raw("  ");
    w.raw(kw);
    w.raw(" (\n");
    for (f, fdocs) in decls {
        let Some(ident) = &f.ident else { continue };
        w.docs(fdocs, "    ");
        w.raw("    ");
        let d = w.mark();
        w.token(&ident.unraw().to_string(), ident.span());
        w.raw(": ");
        let mut c = Cursor::new(f.ty.to_token_stream(), ident.span());
        c.cref(w, what)?;
        c.finish()?;
        w.close(d, ident.span());
        w.raw(",\n");
    }
    w.raw("  )\n");
    Ok(())
}

/// Writes the `[...]` list of an item from its `traits = [...]` and `interfaces = [...]`
/// arguments (one list in `.ods`, traits first); `what` names an element in errors.
fn trait_list(w: &mut Writer, args: &[Arg], what: &str) -> Res<()> {
    w.raw("[");
    let mut first = true;
    for key in ["traits", "interfaces"] {
        let mut given = false;
        for a in args.iter().filter(|a| a.key == key) {
            a.no_docs()?;
            if given {
                return Err(syn::Error::new(
                    a.span(),
                    format!("`{key}` is given twice; keep one"),
                ));
            }
            given = true;
            let mut v = a.value(&format!("{key} = [...]"))?;
            let g = v.group(Delimiter::Bracket, &format!("a list `{key} = [...]`"))?;
            end_of_value(&v)?;
            let mut inner = Cursor::of_group(&g);
            while !inner.is_empty() {
                if !first {
                    w.raw(", ");
                }
                first = false;
                inner.cref(w, what)?;
                inner.comma_or_end()?;
            }
        }
    }
    w.raw("]");
    Ok(())
}

/// Writes an item's fields given as arguments (all but the trait lists), in the order written:
/// `summary`, `description`, `format`, `extra`, `builder` and the flags.
fn item_args(w: &mut Writer, args: &[Arg]) -> Res<()> {
    for a in args {
        let key = a.key.to_string();
        if key == "traits" || key == "interfaces" {
            continue;
        }
        if key != "builder" {
            a.no_docs()?;
        }
        let kw = |w: &mut Writer| {
            w.raw("  ");
            w.token(&key, a.span());
            w.raw(" ");
        };
        match key.as_str() {
            "summary" | "description" => {
                let s = a.string()?;
                kw(w);
                tokens::string(w, &s);
            }
            "format" => {
                let s = a.string()?;
                kw(w);
                format(w, &s)?;
            }
            "extra" => {
                let mut v = a.value("extra = { pub fn helper(self) {} }")?;
                let g = v.group(Delimiter::Brace, "Rust items in a block `{ ... }`")?;
                end_of_value(&v)?;
                kw(w);
                tokens::code(w, &g, g.span())?;
            }
            "builder" => {
                w.raw("\n");
                w.docs(&a.docs, "  ");
                kw(w);
                builder(w, a)?;
            }
            _ => {
                a.flag()?;
                w.raw("  ");
                w.token(&key, a.span());
            }
        }
        w.raw("\n");
    }
    Ok(())
}

/// The role marker and the docs of an op struct's field.
fn field_role(f: &syn::Field) -> Res<(Role, Span, Vec<String>)> {
    let mut role: Option<(Role, Span)> = None;
    let mut docs = Vec::new();
    for a in &f.attrs {
        if let Some(d) = tokens::doc_text(&a.meta) {
            docs.push(d);
            continue;
        }
        let found = ROLES.iter().find(|(n, _)| a.path().is_ident(n));
        let Some((name, r)) = found else {
            let hint = a
                .path()
                .get_ident()
                .and_then(|i| crate::sema::suggest(&i.to_string(), ROLES.iter().map(|(n, _)| *n)))
                .unwrap_or_default();
            return Err(syn::Error::new_spanned(
                a.path(),
                format!(
                    "unknown field marker; use `#[operand]`, `#[attr]`, `#[prop]`, `#[result]`, \
                     `#[region]` or `#[successor]`{hint}"
                ),
            ));
        };
        if !matches!(a.meta, syn::Meta::Path(_)) {
            return Err(syn::Error::new_spanned(
                a,
                format!("`#[{name}]` takes no arguments: write the constraint as the field's type"),
            ));
        }
        if role.is_some() {
            return Err(syn::Error::new_spanned(
                a,
                "a field has one role: remove one of its markers",
            ));
        }
        role = Some((*r, syn::spanned::Spanned::span(a.path())));
    }
    let Some((role, span)) = role else {
        let name = f.ident.as_ref().map(|i| i.to_string()).unwrap_or_default();
        return Err(syn::Error::new(
            f.ident.as_ref().map_or_else(Span::call_site, |i| i.span()),
            format!(
                "mark field `{name}` with its role: `#[operand]`, `#[attr]`, `#[prop]`, \
                 `#[result]`, `#[region]` or `#[successor]`"
            ),
        ));
    };
    Ok((role, span, docs))
}

/// Writes an op's format: its text exactly (formats are taken as written), as a `"..."`
/// string when it holds no `"`, `\` or line break, else as a `[{ ... }]` block.
fn format(w: &mut Writer, s: &syn::LitStr) -> Res<()> {
    let value = s.value();
    if !value.contains(['"', '\\', '\n']) {
        w.raw("\"");
        w.piece(&value, s.span(), Piece::Inner("format"));
        w.raw("\"");
    } else if !value.contains("}]") {
        w.raw("[{");
        w.piece(&value, s.span(), Piece::Inner("format"));
        w.raw("}]");
    } else {
        return Err(syn::Error::new(
            s.span(),
            "a format holding both `\"` and `}]` cannot be written in `.ods`",
        ));
    }
    Ok(())
}

/// `builder = fn name(params) { body }` as `builder name [{ params }] [{ body }]`.
fn builder(w: &mut Writer, a: &Arg) -> Res<()> {
    let example = "builder = fn with_value(value: i64) { ... }";
    let mut c = a.value(example)?;
    let f = c.ident(&format!("`fn`, like `{example}`"))?;
    if f != "fn" {
        return Err(syn::Error::new(
            f.span(),
            format!("expected `fn`, like `{example}`"),
        ));
    }
    let name = c.ident("the builder's name")?;
    let params = c.group(Delimiter::Parenthesis, "the builder's parameters `(...)`")?;
    if c.is_punct('-') {
        return Err(syn::Error::new(
            c.span(),
            "a builder has no return type: it returns the op",
        ));
    }
    let body = c.group(Delimiter::Brace, "the builder's body `{ ... }`")?;
    end_of_value(&c)?;
    w.token(&name.unraw().to_string(), name.span());
    w.raw(" ");
    tokens::code_text(w, &tokens::print(params.stream()), params.span())?;
    w.raw(" ");
    tokens::code(w, &body, body.span())
}

/// `ods!("...")`: `.ods` items written as text, copied into the translation as they are.
fn hatch(w: &mut Writer, m: &syn::ItemMacro) -> Res<()> {
    let lit: syn::LitStr = syn::parse2(m.mac.tokens.clone()).map_err(|_| {
        syn::Error::new_spanned(
            &m.mac,
            "`ods!` takes `.ods` items as one string literal, like `ods!(r#\"enum E : i32 { a = 0 }\"#);`",
        )
    })?;
    if let Some(a) = m.attrs.first() {
        return Err(syn::Error::new_spanned(
            a,
            "write doc comments inside the `.ods` text of `ods!`, where they document its items",
        ));
    }
    // errors inside the text point at `ods!` (a span cannot point inside the literal, and
    // the literal's own span covers every line of it) and quote the line
    w.raw("\n");
    let at = syn::spanned::Spanned::span(&m.mac.path);
    w.piece(&lit.value(), at, Piece::Inner("`ods!` text"));
    w.raw("\n");
    Ok(())
}

/// The fields of a struct with named fields (none for a unit struct); `unnamed` is the error
/// at a tuple struct's fields.
fn named_fields<'s>(s: &'s syn::ItemStruct, unnamed: &str) -> syn::Result<Vec<&'s syn::Field>> {
    match &s.fields {
        syn::Fields::Named(n) => Ok(n.named.iter().collect()),
        syn::Fields::Unit => Ok(Vec::new()),
        syn::Fields::Unnamed(u) => Err(syn::Error::new_spanned(u, unnamed)),
    }
}
