mod d {
    ods_macros::include_ods!("enum-bad-storage-type.ods");
}

fn main() {}
