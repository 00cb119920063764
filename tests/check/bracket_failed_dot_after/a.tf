variable "port" {
  type = tuple([number, any])
  default = null *
}

variable "items" {
  type = any
  default = [ [ null , true , null ? ] .
}
