variable "old_name" {
  type       = string
  default    = null
  deprecated = "Use new_name instead."
}

variable "new_name" {
  type    = string
  default = "a"
}

variable "region" {
  type  = string
  const = true
}

variable "unused_old" {
  type       = number
  default    = 1
  deprecated = "Not read any more."
}
