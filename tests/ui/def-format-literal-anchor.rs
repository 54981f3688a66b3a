mod d {
    ods_macros::include_ods!("def-format-literal-anchor.ods");

}

fn main() {}
