variable "name" {
  default = ( [ "a" ?
}

variable "items" {
  default = ] .
}
