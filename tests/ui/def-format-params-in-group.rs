mod d {
    ods_macros::include_ods!("def-format-params-in-group.ods");

}

fn main() {}
