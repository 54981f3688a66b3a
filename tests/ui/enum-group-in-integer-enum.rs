mod d {
    ods_macros::include_ods!("enum-group-in-integer-enum.ods");
}

fn main() {}
