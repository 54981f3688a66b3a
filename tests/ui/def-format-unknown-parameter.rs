mod d {
    ods_macros::include_ods!("def-format-unknown-parameter.ods");

}

fn main() {}
