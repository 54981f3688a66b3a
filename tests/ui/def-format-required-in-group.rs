mod d {
    ods_macros::include_ods!("def-format-required-in-group.ods");

}

fn main() {}
