-- Site search (issue 22): a synonym group may point at what it means, a service's guide
-- (`service:origin` …) or a certification FAQ (`faq:70`). The import indexes the group's
-- words with that guide or FAQ, and a query naming a service target shows its guide as the
-- best bet. NULL: a plain group of words (收费, 多少钱, 费用).
ALTER TABLE synonyms ADD COLUMN target TEXT;
