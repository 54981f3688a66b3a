mod d {
    ods_macros::include_ods!("def-format-custom-anchor-without-parameter.ods");

}

fn main() {}
