mod d {
    ods_macros::include_ods!("def-format-group-without-anchor.ods");

}

fn main() {}
