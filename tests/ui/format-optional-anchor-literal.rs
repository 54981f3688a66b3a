mod d {
    ods_macros::include_ods!("format-optional-anchor-literal.ods");
}

fn main() {}
