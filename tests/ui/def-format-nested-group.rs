mod d {
    ods_macros::include_ods!("def-format-nested-group.ods");

}

fn main() {}
