variable "items" {
  type = object({meta = list(string)})
  default = ( 1 + 2 . * 3
}

variable "zone" {
  type = any
  default = - 1 ( 2 - ( )
}
