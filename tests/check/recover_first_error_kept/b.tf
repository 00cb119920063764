variable "b" {
  type    = object({id = string})
  default = ( 1 - + 2 ) * 3
}
