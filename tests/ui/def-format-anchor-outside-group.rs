mod d {
    ods_macros::include_ods!("def-format-anchor-outside-group.ods");

}

fn main() {}
