mod d {
    ods_macros::include_ods!("not-a-list-parameter.ods");
}

fn main() {}
