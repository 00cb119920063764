variable "name" {
  type = string
  default = ( [ "a" ?
}

variable "items" {
  type = set(number)
  default = ] .
}

variable "port" {
  type = list(tuple([string, set(any)]))
  default = null
}
