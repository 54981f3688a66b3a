//! Generates the `calc` dialect from `src/calc.ods` into `$OUT_DIR/calc.rs`.

fn main() {
    ods_spec::build::compile(&["src/calc.ods"]);
}
