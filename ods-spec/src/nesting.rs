//! How deep the Rust written in a `.ods` file may nest, and the stack that parsing and
//! formatting it run on.
//!
//! `syn` (which checks every code block), `prettyplease` (which formats the generated file) and
//! rustc (which compiles it) all follow Rust's nesting on the call stack: parentheses, blocks,
//! `Vec<Vec<..>>`, `- - x`, `a.b().c()`, `if .. else if ..` and `1 + 1 + ..` chains. None of
//! them has a bound, and rustc itself overflows its stack at 990 nested blocks (1,500 nested
//! parentheses). So a code block is measured first, by [`rust_nesting`], an iterative scan of its
//! text that bounds the depth of its syntax tree from above; a block that measures more than
//! [`MAX_RUST_NESTING`] gets a located error (code generated from it could not be compiled),
//! and a block within the bound is parsed on a stack sized for its measure
//! ([`with_rust_stack`]), so `syn` cannot overflow whatever thread it runs on (a proc macro
//! inside rustc, a build script, `odsc`).
//!
//! The measure: within each bracket group, the tokens are cut into runs at `;`, at `,` (only
//! in runs without `<` or `|`, where a comma may be inside generic arguments or closure
//! parameters) and after a `{ }` group followed by a new item or statement (an identifier other
//! than `else` and `as`, or `#`); a group measures its longest run plus the measure of its
//! deepest inner group. A syntax-tree level consumes at least one token of the run it is in,
//! so the measure is at least the depth. The predicates that become Rust expressions are
//! measured the same way ([`crate::codegen::pred`]).

/// The largest [`rust_nesting`] of a code block, and of the Rust expression a predicate
/// becomes. rustc (1.95, its default 8 MiB stack) compiles 500 nested blocks, also when they
/// come from the proc macro, and overflows its stack at 990 (nested parentheses at about
/// 1,500).
pub const MAX_RUST_NESTING: usize = 500;

/// Stack for each unit of [`rust_nesting`] when `syn` and `prettyplease` follow it (a level of
/// `Vec<..>` takes about 6 KiB in a release build; debug builds, as build scripts and proc
/// macros are compiled, take more).
const STACK_PER_LEVEL: usize = 48 * 1024;

/// The measure the stack of a whole generated file is sized for: a predicate's expression
/// holding user code, inside the generated items.
pub const FILE_NESTING: usize = 3 * MAX_RUST_NESTING;

/// Stack for everything around the nesting.
const STACK_BASE: usize = 512 * 1024;

/// The error text for a code block or predicate deeper than [`MAX_RUST_NESTING`].
pub fn too_deep_message(what: &str, measure: usize) -> String {
    format!(
        "{what} nests too deeply: its Rust nesting measures {measure}, more than \
         {MAX_RUST_NESTING} (rustc cannot compile code nested this deeply); simplify it"
    )
}

/// Runs `f` (which parses or formats Rust code measuring at most `measure`) with enough stack:
/// on the current one when it has room, else on a new segment.
pub fn with_rust_stack<R>(measure: usize, f: impl FnOnce() -> R) -> R {
    let need = STACK_BASE + measure.min(FILE_NESTING) * STACK_PER_LEVEL;
    stacker::maybe_grow(need, need + STACK_BASE, f)
}

/// `syn::parse_str`, for Rust written by the user: a text measuring more than
/// [`MAX_RUST_NESTING`] is an error ([`too_deep_message`]), any other is parsed on a stack
/// sized for its measure.
pub fn parse_str<T: syn::parse::Parse>(text: &str) -> syn::Result<T> {
    let measure = rust_nesting(text);
    if measure > MAX_RUST_NESTING {
        return Err(syn::Error::new(
            proc_macro2::Span::call_site(),
            too_deep_message("this Rust code", measure),
        ));
    }
    with_rust_stack(measure, || syn::parse_str(text))
}

/// Runs `f` (a stage of the pipeline, which parses or formats code blocks one after another)
/// on a stack with room for the deepest one, so that each block need not get its own.
pub fn with_pipeline_stack<R>(f: impl FnOnce() -> R) -> R {
    with_rust_stack(FILE_NESTING, f)
}

/// Per open group of the scan: the current run's length, the longest run, the deepest inner
/// group's measure, and whether the current run has seen `<` or `|`.
#[derive(Default)]
struct Group {
    run: usize,
    longest: usize,
    inner: usize,
    no_comma_cut: bool,
    /// the last token closed a `{ }` group
    after_brace: bool,
}

impl Group {
    fn token(&mut self) {
        self.run += 1;
        self.longest = self.longest.max(self.run);
    }
    fn cut(&mut self) {
        self.run = 0;
        self.no_comma_cut = false;
    }
    fn measure(&self) -> usize {
        self.longest + self.inner
    }
}

/// An upper bound of the depth of the syntax tree of the Rust code `text` (see the module
/// doc). Comments, string and character literals are skipped; unbalanced closers are ignored
/// (the code does not parse then, and `syn` says so). Linear in the text, no recursion.
pub fn rust_nesting(text: &str) -> usize {
    let b = text.as_bytes();
    let mut stack = vec![Group::default()];
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if b[i..].starts_with(b"/*") {
            i = skip_block_comment(b, i);
            continue;
        }
        let top = stack.len() - 1;
        let after_brace = std::mem::take(&mut stack[top].after_brace);
        match c {
            b'(' | b'[' | b'{' => {
                stack[top].token();
                stack.push(Group::default());
                i += 1;
            }
            b')' | b']' | b'}' => {
                if stack.len() > 1 {
                    let g = stack.pop().unwrap_or_default();
                    let parent = stack.last_mut().expect("the outermost group stays");
                    parent.inner = parent.inner.max(g.measure());
                    parent.after_brace = c == b'}';
                }
                i += 1;
            }
            b';' => {
                stack[top].cut();
                i += 1;
            }
            b',' => {
                let g = &mut stack[top];
                if g.no_comma_cut {
                    g.token();
                } else {
                    g.cut();
                }
                i += 1;
            }
            b'"' => {
                stack[top].token();
                i = skip_string(b, i + 1);
            }
            b'\'' => {
                stack[top].token();
                i = skip_quote(b, i);
            }
            _ if c == b'_' || c.is_ascii_alphanumeric() || c >= 0x80 => {
                let start = i;
                while i < b.len() && (b[i] == b'_' || b[i].is_ascii_alphanumeric() || b[i] >= 0x80)
                {
                    i += 1;
                }
                let word = &b[start..i];
                // raw strings and byte strings: `r"..."`, `r#"..."#`, `b"..."`, `br#".."#`
                if i < b.len() && (b[i] == b'"' || b[i] == b'#') && is_string_prefix(word) {
                    i = skip_prefixed_string(b, i);
                    stack[top].token();
                    continue;
                }
                if after_brace && word != b"else" && word != b"as" {
                    stack[top].cut();
                }
                stack[top].token();
            }
            _ => {
                let g = &mut stack[top];
                if c == b'#' && after_brace {
                    g.cut();
                }
                if c == b'<' || c == b'|' {
                    g.no_comma_cut = true;
                }
                g.token();
                i += 1;
            }
        }
    }
    // groups left open (the code does not parse) still count
    while stack.len() > 1 {
        let g = stack.pop().unwrap_or_default();
        let parent = stack.last_mut().expect("the outermost group stays");
        parent.inner = parent.inner.max(g.measure());
    }
    stack[0].measure()
}

fn is_string_prefix(word: &[u8]) -> bool {
    matches!(word, b"r" | b"b" | b"br" | b"c" | b"cr")
}

/// Skips a `/* */` comment (nested ones too) starting at `i`.
fn skip_block_comment(b: &[u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < b.len() {
        if b[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if b[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                break;
            }
        } else {
            i += 1;
        }
    }
    i
}

/// Skips the rest of a `"` string whose contents start at `i` (escapes honoured).
fn skip_string(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i] != b'"' {
        if b[i] == b'\\' {
            i += 1;
        }
        i += 1;
    }
    i + 1
}

/// Skips a string after a prefix (`r`, `b`, ...): `#`s, the quote, the text, the closing
/// quote and as many `#`s.
fn skip_prefixed_string(b: &[u8], mut i: usize) -> usize {
    let mut hashes = 0;
    while i < b.len() && b[i] == b'#' {
        hashes += 1;
        i += 1;
    }
    if i >= b.len() || b[i] != b'"' {
        return i; // `r#ident` or an attribute: only the hashes are skipped
    }
    i += 1;
    if hashes == 0 {
        return skip_string(b, i);
    }
    while i < b.len() {
        if b[i] == b'"'
            && b[i + 1..]
                .iter()
                .take(hashes)
                .filter(|&&h| h == b'#')
                .count()
                == hashes
        {
            return i + 1 + hashes;
        }
        i += 1;
    }
    i
}

/// Skips a character literal (`'a'`, `'\n'`, `'\u{..}'`) or a lifetime (`'a`) at `i`.
fn skip_quote(b: &[u8], i: usize) -> usize {
    let mut j = i + 1;
    if j < b.len() && b[j] == b'\\' {
        // an escape: up to the closing quote
        j += 2;
        while j < b.len() && b[j] != b'\'' && b[j] != b'\n' {
            j += 1;
        }
        return j + 1;
    }
    // one character (maybe several bytes), then a quote: a character literal
    let ch_len = std::str::from_utf8(&b[j..b.len().min(j + 4)])
        .ok()
        .or_else(|| {
            (1..4)
                .rev()
                .find_map(|n| std::str::from_utf8(&b[j..b.len().min(j + n)]).ok())
        })
        .and_then(|s| s.chars().next())
        .map_or(1, char::len_utf8);
    if j + ch_len < b.len() && b[j + ch_len] == b'\'' {
        return j + ch_len + 1;
    }
    // a lifetime or label: the quote, then the identifier
    while j < b.len() && (b[j] == b'_' || b[j].is_ascii_alphanumeric()) {
        j += 1;
    }
    j
}

#[cfg(test)]
mod tests {
    use super::rust_nesting;

    #[test]
    fn measures_nesting_and_chains() {
        assert_eq!(rust_nesting(""), 0);
        assert_eq!(rust_nesting("1"), 1);
        // each level: the group token in its parent's run
        assert_eq!(
            rust_nesting(&format!("{}1{}", "(".repeat(50), ")".repeat(50))),
            51
        );
        assert_eq!(rust_nesting("1 + 1 + 1"), 5);
        assert_eq!(rust_nesting(&format!("-{}1", "-".repeat(9))), 11);
        // statements, items and commas cut runs
        assert_eq!(rust_nesting("let a = 1; let b = 2;"), 4);
        assert_eq!(rust_nesting("f(a, b, c)"), 3);
        assert_eq!(rust_nesting("fn a() {} fn b() {}"), 4);
        assert_eq!(rust_nesting("if a {} else if b {} else {}"), 9);
        // not in generic arguments or closure parameters
        assert_eq!(rust_nesting("Vec<A, Vec<B, C>>"), 11);
        assert_eq!(rust_nesting("|a, b| a"), 6);
        // literals and comments are skipped
        assert_eq!(rust_nesting("\"((((\" /* (((( */ // ((((\n 'x' '(' 'a"), 4);
        assert_eq!(rust_nesting("r#\"(((\"# b\"((\" '\\n'"), 3);
    }
}

#[cfg(test)]
mod corpus_tests {
    use super::{rust_nesting, MAX_RUST_NESTING};

    /// Every code block of the bundled `.ods` files (dialects, tests, UI cases, example,
    /// prelude) measures far below the bound: the measure does not refuse Rust people write.
    #[test]
    fn bundled_code_blocks_measure_far_below_the_bound() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut worst = (0, String::new());
        for dir in [
            "dialects/ods",
            "tests/ods",
            "tests/ui",
            "examples/ods",
            "ods-spec/src",
        ] {
            let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
                continue;
            };
            for e in entries.flatten() {
                let path = e.path();
                if path.extension().is_none_or(|x| x != "ods") {
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                let mut rest = text.as_str();
                while let Some(start) = rest.find("[{") {
                    let after = &rest[start + 2..];
                    let end = after.find("}]").unwrap_or(after.len());
                    let m = rust_nesting(&after[..end]);
                    if m > worst.0 {
                        worst = (m, format!("{}: {}", path.display(), &after[..end.min(60)]));
                    }
                    rest = &after[end..];
                }
            }
        }
        eprintln!("deepest bundled code block: {worst:?}");
        assert!(worst.0 > 10 && worst.0 * 4 < MAX_RUST_NESTING, "{worst:?}");
    }
}
