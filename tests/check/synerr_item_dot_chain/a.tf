variable "size" {
  type    = any
  default = { a : . . } . a
}
