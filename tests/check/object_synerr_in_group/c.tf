variable "size" {
  type = number
  default = { a = ( x . ) }
}
